import { createRootRouteWithContext } from "@tanstack/react-router";
import { AppLayout } from "../layout/app-layout";
import { NotFoundScreen } from "../layout/not-found-screen";
import { RouteErrorScreen } from "../layout/route-error-screen";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  errorComponent: RouteErrorScreen,
  notFoundComponent: NotFoundScreen,
});
