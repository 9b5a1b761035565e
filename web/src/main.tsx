import "./theme/theme.css";
import "./theme/global.css";
import { loadFirstPaintMessages } from "@kominote/core/i18n/first-paint";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createQueryClient } from "./api/query-client";
import { LanguageProvider } from "./i18n/language-provider";
import { readStoredLanguage } from "./i18n/language-storage";
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

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const start = async (): Promise<void> => {
  const container = document.getElementById("root");
  if (container === null) throw new Error("The page has no #root element");
  // A reader who chose another language sees it from the first paint, not Creole then a switch.
  const language = readStoredLanguage();
  // Before the router's first load, so a screen's texts are fetched in this language from the start.
  setRequestLanguage(language);
  // Only the first screen's texts: a screen that needs more fetches the rest (i18n/full-catalog.ts).
  // If they cannot be fetched, the provider shows Creole and retries.
  const messages = await loadFirstPaintMessages(language).catch(() => undefined);
  createRoot(container).render(
    <StrictMode>
      <LanguageProvider initialLanguage={language} {...(messages === undefined ? {} : { initialMessages: messages })}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LanguageProvider>
    </StrictMode>,
  );
};

void start();
