import { QueryClient } from '@tanstack/react-query';

/** Spec 9: the default data client never retries and treats data as never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
