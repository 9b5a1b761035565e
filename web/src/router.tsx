import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  readonly queryClient: QueryClient;
}

/** The application's router; `history` defaults to the browser's (tests pass a memory history). */
export const createAppRouter = (queryClient: QueryClient, history?: RouterHistory) =>
  createRouter({
    routeTree,
    context: { queryClient },
    ...(history === undefined ? {} : { history }),
    // Hovering or touching a link starts loading the next screen's code and data.
    defaultPreload: "intent",
    // Query decides freshness; the router always asks it rather than keeping its own copy.
    defaultPreloadStaleTime: 0,
    // New screens start at the top; back and forward return to where the reader was.
    scrollRestoration: true,
  });

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
