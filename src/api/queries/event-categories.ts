import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';

/**
 * The ticketing service's event categories. A failure is ignored (spec A §8, B §8): the list is empty, no
 * notice, no token refresh or sign-out (the error policy passes GET /api/categories through).
 */
export const eventCategoriesQuery = queryOptions({
  queryKey: ['ticketing', 'categories'],
  queryFn: async () => {
    try {
      return (await unwrap(api.ticketing.GET('/api/categories'))).data;
    } catch {
      return [];
    }
  },
  staleTime: Infinity,
});

export const useEventCategories = () => useQuery(eventCategoriesQuery);
