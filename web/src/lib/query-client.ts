import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * Screens load what they show when they open; no silent refetch on focus (it would flash the
 * loading overlay on a shop-floor tablet), and no retry on answers that will not change (4xx).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
