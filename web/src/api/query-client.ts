import { QueryClient } from "@tanstack/react-query";

/**
 * Reads follow the product's defaults: no retry, no refetch when the window regains focus, no
 * polling, and data never stale (screens that poll say so in their own query options).
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
