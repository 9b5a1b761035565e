import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { createQueryClient } from "../api/query-client";
import { createAppRouter } from "../router";
import { WithQueryClient } from "./query-providers";

/** Renders the whole app, shell and routes, at one path in Creole; returns its router to follow navigation. */
export const renderAppAt = (path: string) => {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <WithQueryClient client={queryClient}>
      <RouterProvider router={router} />
    </WithQueryClient>,
  );
  return router;
};
