import "./theme/theme.css";
import "./theme/global.css";
import { loadFirstPaintMessages } from "@kominote/core/i18n/first-paint";
import { isLanguage } from "@kominote/core/i18n/languages";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createQueryClient } from "./api/query-client";
import { loadFullCatalog } from "./i18n/full-catalog";
import { LanguageProvider } from "./i18n/language-provider";
import { readStoredChoice, readStoredLanguage } from "./i18n/language-storage";
import { setRequestLanguage } from "./i18n/request-language";
import { createAppRouter } from "./router";

// The page's Content Security Policy forbids eval: schemas check without generated code, rather
// than try `Function("")` once and leave a policy violation in the console of every visit. Set on
// the configuration object every copy of zod shares, so the first page need not load zod itself.
const schemaSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(schemaSettings.__zod_globalConfig ??= {}).jitless = true;

// An invitation link (/register?invite=CODE or /?invite=CODE) is opened from outside: its code is
// kept on the device until the visitor registers, wherever they go first. The code that keeps it
// is fetched only when the address carries one, not on every first page.
const landingSearch = window.location.search;
if (new URLSearchParams(landingSearch).has("invite")) {
  void import("./lib/invite-code-storage").then(({ rememberInviteCode }) => rememberInviteCode(landingSearch));
}

// A page the server rendered carries the router's data ($_TSR); the development server's page does not.
const rendered = "$_TSR" in window;
// Should it not arrive, the page is rendered again in the browser rather than left inert.
const hydration = rendered ? import("./ssr/client-hydration").catch(() => undefined) : undefined;
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

/**
 * Marks the page live (`<html data-live>`) once React holds all of it: before that a press on a
 * button the server rendered does nothing. Rendered beside the router, so its effect runs only
 * after the whole page has hydrated; the end-to-end specs wait for it after each load.
 */
function LiveMark() {
  useEffect(() => {
    document.documentElement.dataset.live = "";
  }, []);
  return null;
}

const start = async (): Promise<void> => {
  const container = document.getElementById("root");
  if (container === null) throw new Error("The page has no #root element");
  // A rendered page is in the language the server chose (the reader's cookie, else their browser's):
  // hydration starts in it. Otherwise a reader who chose another language sees it from the first paint.
  const pageLanguage = document.documentElement.lang;
  const language = rendered && isLanguage(pageLanguage) ? pageLanguage : readStoredLanguage();
  // Before the router's first load, so a screen's texts are fetched in this language from the start.
  setRequestLanguage(language);
  // The texts the page was rendered with: the home page's own, elsewhere the whole catalog (which
  // the router waits for anyway). If they cannot be fetched, the provider shows Creole and retries.
  const [messages, takeOver] = await Promise.all([
    (rendered && window.location.pathname !== "/" ? loadFullCatalog(language) : loadFirstPaintMessages(language)).catch(() => undefined),
    hydration,
  ]);
  // The queries the server filled are read from the page, not fetched again.
  takeOver?.setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  const stored = readStoredChoice();
  const app = (
    <StrictMode>
      <LanguageProvider
        initialLanguage={language}
        {...(messages === undefined ? {} : { initialMessages: messages })}
        {...(stored === null ? {} : { preferredLanguage: stored })}
      >
        <QueryClientProvider client={queryClient}>
          {takeOver === undefined ? <RouterProvider router={router} /> : <takeOver.RouterClient router={router} />}
          <LiveMark />
        </QueryClientProvider>
      </LanguageProvider>
    </StrictMode>
  );
  if (takeOver !== undefined) hydrateRoot(container, app);
  else createRoot(container).render(app);
};

void start();
