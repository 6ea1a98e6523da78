import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { FieldOption } from '../field-option';
import type { OptionSource } from '../option-source';

interface IndustryNode {
  id: string;
  name: string;
  children?: IndustryNode[];
}

/**
 * The industry tree flattened to the industries a business picks (the leaves), each labelled with its branch,
 * `Retail › Clothing`, so a search for either word finds it (GET /api/v2/processing/industries/tree-list).
 */
export function industryOptions(nodes: readonly IndustryNode[], branch: string[] = []): FieldOption[] {
  return nodes.flatMap((node) => {
    const path = [...branch, node.name];
    return node.children && node.children.length > 0
      ? industryOptions(node.children, path)
      : [{ value: node.id, label: path.join(' › ') }];
  });
}

export const source: OptionSource = {
  inputs: () => [],
  load: async () =>
    industryOptions((await unwrap(api.main.GET('/api/v2/processing/industries/tree-list'))).data),
};
