import { QueryClient } from "@tanstack/react-query";

/**
 * Reads follow the product's defaults: no retry, no refetch when the window regains focus, no
 * polling, and data never stale (screens that poll say so in their own query options).
 * Writes are tried at once even when the browser says it is offline: a paused write would leave
 * the member before a spinner with no word, while every form here keeps what was typed, says
 * that it waits for the connection, and sends what the form holds then (DECISIONS 9).
 * Reads are tried even when the browser says it is offline: the service worker may answer them
 * from the phone (decision 0034), rather than leave the screen paused with nothing to show.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        networkMode: "offlineFirst",
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
