import { QueryClient } from '@tanstack/react-query';

/**
 * Errors are already shown by the API client, so queries do not retry (a retry would show the
 * same message again) and do not refetch on focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
