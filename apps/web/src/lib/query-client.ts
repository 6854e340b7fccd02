import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Server state. Errors the user caused (4xx) are not retried; others once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    },
  },
});
