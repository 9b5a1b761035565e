import { createRootRouteWithContext } from "@tanstack/react-router";
import { loadFullCatalog } from "../i18n/full-catalog";
import { AppLayout } from "../layout/app-layout";
import { NotFoundScreen } from "../layout/not-found-screen";
import { RouteErrorScreen } from "../layout/route-error-screen";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  // The home page ships with its own texts; any other screen waits for the rest of the catalog,
  // fetched alongside its code (once per language).
  beforeLoad: async ({ location }) => {
    if (location.pathname !== "/") await loadFullCatalog();
  },
  component: AppLayout,
  errorComponent: RouteErrorScreen,
  notFoundComponent: NotFoundScreen,
});
