import type { Language } from "@kominote/core/i18n/languages";
import { loadMessages } from "@kominote/core/i18n/messages";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from "@tanstack/react-router";
import { render, type RenderResult } from "@testing-library/react";
import { useState, type ComponentType, type ReactElement, type ReactNode } from "react";
import { createQueryClient } from "../api/query-client";
import { LanguageProvider } from "../i18n/language-provider";

export interface RenderWithDataOptions {
  readonly language?: Language;
  /** A client already holding the answers the screen reads (anything missing is fetched). */
  readonly queryClient?: QueryClient;
  /** The address the test starts at (a tab or forum in its query); "/" by default. */
  readonly initialPath?: string;
}

/** Renders a screen with its texts, a query client of the test's choosing and a router of its own. */
export const renderWithData = async (
  ui: ReactElement,
  { language = "en", queryClient = createQueryClient(), initialPath = "/" }: RenderWithDataOptions = {},
): Promise<RenderResult & { readonly queryClient: QueryClient; readonly router: AnyRouter }> => {
  const messages = await loadMessages(language);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
  const result = render(
    <LanguageProvider initialLanguage={language} initialMessages={messages}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return { ...result, queryClient, router };
};

function SeededQueries({ seed, children }: { readonly seed: (queryClient: QueryClient) => void; readonly children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seed(client);
    return client;
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * A story decorator giving the story a query client that already holds its answers, so it renders
 * without a server: `decorators: [withQueryData((client) => client.setQueryData(key, data)), withProviders]`.
 */
export const withQueryData =
  (seed: (queryClient: QueryClient) => void) =>
  (Story: ComponentType): ReactElement => (
    <SeededQueries seed={seed}>
      <Story />
    </SeededQueries>
  );
