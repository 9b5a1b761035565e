import { loadFirstPaintMessages, type PartialCatalog } from "@kominote/core/i18n/first-paint";
import type { Language } from "@kominote/core/i18n/languages";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterContextProvider, Scripts } from "@tanstack/react-router";
import { createRequestHandler, renderRouterToStream, RouterServer } from "@tanstack/react-router/ssr/server";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { StrictMode } from "react";
import { setServerTransport } from "./api/client";
import { createQueryClient } from "./api/query-client";
import { currentUserQueryOptions } from "./features/auth/queries";
import { loadFullCatalog } from "./i18n/full-catalog";
import { LanguageProvider } from "./i18n/language-provider";
import { setRequestLanguageSource } from "./i18n/request-language";
import { createAppRouter } from "./router";
import { withRouteStyles } from "./ssr/route-styles";
import { headElements, headOfTemplate } from "./ssr/template-head";

/**
 * The server entry: built by `vite build --ssr` into web/dist-server/ and loaded by the API from
 * disk (api/src/web-client/server-rendering.ts), which hands it each page request. The API never
 * imports this source; this file never imports the API: it answers its calls through `callApi`.
 */

/** Where the page being rendered keeps its reader: Node's AsyncLocalStorage, given by the server. */
export interface RequestScope<Store> {
  run<Result>(store: Store, callback: () => Result): Result;
  getStore(): Store | undefined;
}

export interface PageRequest {
  /** The navigation, with the reader's headers (cookie included). */
  readonly request: Request;
  /** The reader's language: their chosen-language cookie, else Accept-Language, else Creole. */
  readonly language: Language;
  /** The page's script nonce, also written in its Content-Security-Policy. */
  readonly nonce: string;
  /** Answers an API call made while rendering, in-process, as the reader (their cookie). */
  readonly callApi: (request: Request) => Promise<Response>;
}

export interface PageRendererOptions {
  /** The built index.html: its head (entry script, preloads, styles) heads every page. */
  readonly template: string;
  readonly scope: RequestScope<PageRequest>;
  /** The text of the stylesheets by address: the page's own and those of the routes it shows are written into its head. */
  readonly styles?: Readonly<Record<string, string>>;
  /** The stylesheets of each route's screen, by route id (route-styles.json of the build). */
  readonly routeStyles?: Readonly<Record<string, readonly string[]>>;
}

export const createPageRenderer = ({ template, scope, styles = {}, routeStyles = {} }: PageRendererOptions) => {
  setRequestLanguageSource(() => scope.getStore()?.language);
  setServerTransport((call) => {
    const page = scope.getStore();
    return page === undefined ? Promise.reject(new Error("An API call outside a page's rendering")) : page.callApi(call);
  });
  const head = headOfTemplate(template);
  return (page: PageRequest): Promise<Response> => scope.run(page, () => renderPage(page, head, styles, routeStyles));
};

/** Resolves once no query of the page is fetching. */
const settled = async (queryClient: QueryClient): Promise<undefined> => {
  // A few rounds: an answer may start another fetch; never an endless wait.
  for (let round = 0; round < 5 && queryClient.isFetching() > 0; round += 1) {
    await Promise.allSettled(queryClient.getQueryCache().getAll().map((query) => query.promise));
  }
  return undefined;
};

const renderPage = async (
  { request, language, nonce }: PageRequest,
  head: ReturnType<typeof headOfTemplate>,
  styles: Readonly<Record<string, string>>,
  routeStyles: Readonly<Record<string, readonly string[]>>,
): Promise<Response> => {
  const queryClient = createQueryClient();
  // The header shows the member (or the visitor) from the first paint, never one then the other.
  await queryClient.prefetchQuery(currentUserQueryOptions());
  // The same texts the client starts with: the home page's own, or the whole catalog elsewhere.
  const messages: PartialCatalog =
    new URL(request.url).pathname === "/" ? await loadFirstPaintMessages(language) : await loadFullCatalog(language);
  const handle = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter(queryClient, undefined, nonce);
      // What loaders started without waiting (a screen's second answers) is waited for before the
      // page is written: rendered with its data, never a loading state the client would replace.
      router.options.dehydrate = () => settled(queryClient);
      // Every query the loaders and screens fill is written into the page once, and read back by the client.
      setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
      return router;
    },
  });
  return handle(({ request: navigation, router, responseHeaders }) =>
    renderRouterToStream({
      request: navigation,
      router,
      responseHeaders,
      children: (
        <html lang={language}>
          <head>{headElements(withRouteStyles(head, router.state.matches, routeStyles), nonce, styles)}</head>
          <body>
            <div id="root">
              <StrictMode>
                <LanguageProvider initialLanguage={language} initialMessages={messages}>
                  <QueryClientProvider client={queryClient}>
                    <RouterServer router={router} />
                  </QueryClientProvider>
                </LanguageProvider>
              </StrictMode>
            </div>
            {/* Outside the hydrated root: the router's data for the client, in scripts with the nonce. */}
            <RouterContextProvider router={router}>
              <Scripts />
            </RouterContextProvider>
          </body>
        </html>
      ),
    }),
  );
};
