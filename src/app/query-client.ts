import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Client errors will not change on retry; server and network errors get two more tries.
      retry: (count, error) => !(error instanceof ApiError && error.statusCode < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
