import "../theme/theme.css";
import "../theme/global.css";
import type { Language } from "@kominote/core/i18n/languages";
import { sourceMessages } from "@kominote/core/i18n/messages";
import { QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import {
  createContext,
  useContext,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from "react";
import { createQueryClient } from "../api/query-client";
import { fullCatalogOf, loadFullCatalog } from "../i18n/full-catalog";
import { LanguageProvider } from "../i18n/language-provider";

const Content = createContext<ReactNode>(null);

function RenderContent() {
  return <>{useContext(Content)}</>;
}

/** A router of its own so links inside a component under test or in a story render and navigate. */
function IsolatedRouter({ children, path }: { readonly children: ReactNode; readonly path: string }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: RenderContent }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return (
    <Content.Provider value={children}>
      <RouterProvider router={router} />
    </Content.Provider>
  );
}

export interface ProvidersProps {
  readonly children: ReactNode;
  readonly language?: Language;
  /** The address the isolated router starts at. */
  readonly path?: string;
}

/** What a screen part needs around it outside the application: language, queries, a router. */
export function Providers({ children, language = "ht", path = "/" }: ProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  // Stories show screens, not only the first page: another language comes whole, as in the app.
  useState(() => (language === "ht" ? undefined : loadFullCatalog(language).catch(() => undefined)));
  // Creole shows at once, and so does a catalog already loaded (Storybook's preview loads them all
  // before a story renders): the first render is the story's language, not Creole's first texts.
  const initialMessages = language === "ht" ? sourceMessages : fullCatalogOf(language);
  return (
    // Otherwise another language's catalog is loaded by the provider, as in the app.
    <LanguageProvider key={language} initialLanguage={language} {...(initialMessages === undefined ? {} : { initialMessages })}>
      <QueryClientProvider client={queryClient}>
        <IsolatedRouter path={path}>{children}</IsolatedRouter>
      </QueryClientProvider>
    </LanguageProvider>
  );
}

/**
 * A story decorator: `decorators: [withProviders]`, or `withLanguage("fr")` for another language.
 * The story's `globals.language`, when a toolbar sets it, wins over the default Creole.
 */
export const withLanguage =
  (language: Language) =>
  (Story: ComponentType, context?: { readonly globals?: { readonly language?: Language } }): ReactElement => (
    <Providers language={context?.globals?.language ?? language}>
      <Story />
    </Providers>
  );

export const withProviders = withLanguage("ht");
