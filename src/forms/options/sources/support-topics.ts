import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { FieldOption } from '../field-option';
import type { OptionSource } from '../option-source';

type Level = 'merchant-support-topic-level' | 'support-topic-level';

export interface TopicNode {
  id: string;
  name: string;
  children?: TopicNode[];
}

/**
 * The choosable topics of a support tree: its leaves, each labelled with its path ("Wallet › Mass payouts") so
 * two leaves of the same name under different branches stay apart.
 */
export function topicLeaves(nodes: readonly TopicNode[], trail: string[] = []): FieldOption[] {
  return nodes.flatMap((node) => {
    const path = [...trail, node.name];
    return node.children?.length
      ? topicLeaves(node.children, path)
      : [{ value: node.id, label: path.join(' › ') }];
  });
}

/** Support topics: merchants get the merchant tree, everyone else the regular one (spec A §6). */
export const source: OptionSource = {
  inputs: ({ session }) => [session.supportTopicLevel],
  load: async ({ session }) => {
    const level = session.supportTopicLevel as Level;
    const tree = await unwrap(
      api.main.GET('/api/v2/hierarchies/{level}/tree', { params: { path: { level } } }),
    );
    return topicLeaves(tree.data);
  },
};
