import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { TopicNode } from './topic-tree';

export type TopicLevel = 'merchant-support-topic-level' | 'support-topic-level';

/** The support topic tree of a level: merchants read the merchant tree, everyone else the regular one (spec A §6). */
export const topicTreeQuery = (level: TopicLevel) =>
  queryOptions({
    queryKey: ['support', 'topics', level],
    queryFn: async (): Promise<TopicNode[]> => {
      const answer = await unwrap(
        api.main.GET('/api/v2/hierarchies/{level}/tree', { params: { path: { level } } }),
      );
      return answer.data;
    },
    staleTime: 10 * 60_000,
  });
