import type { Language } from "@kominote/core/i18n/languages";
import { sourceMessages } from "@kominote/core/i18n/messages";
import type { StoryObj } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import type { HttpHandler } from "msw";
import { useState } from "react";
import { createQueryClient } from "../api/query-client";
import { asModerator, asVisitor } from "../features/auth/testing";
import { LanguageProvider } from "../i18n/language-provider";
import { setRequestLanguage } from "../i18n/request-language";
import { createAppRouter } from "../router";
import type { MockOperation } from "./msw/mock-operation";

/**
 * The whole application at `path`: its router, loaders, layout and fetch layer, as a visitor's
 * browser runs them; the API is whatever Storybook's msw worker answers (docs/decisions/0031).
 */
function AppAt({ path, language }: { readonly path: string; readonly language: Language }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    // Before the router's first load, as the app does, so the screen's data comes in this language.
    setRequestLanguage(language);
    return createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  });
  return (
    <LanguageProvider key={language} initialLanguage={language} {...(language === "ht" ? { initialMessages: sourceMessages } : {})}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>
  );
}

type ScreenStory = StoryObj<{ readonly path: string }>;

/** One state of a whole screen: the app at `path`, the API answering `handlers` first. */
export const screenAt = (path: string, handlers: readonly HttpHandler[] = []): ScreenStory => ({
  render: (_args, context) => <AppAt key={`${path} ${String(context.globals.language)}`} path={path} language={(context.globals.language as Language | undefined) ?? "ht"} />,
  parameters: { layout: "fullscreen", msw: { handlers } },
});

/**
 * The named states of a screen whose content comes from `call`: loaded, empty (the call's empty
 * answer, or the loaded screen for a call that has none), the server's error, a lost connection,
 * a slow answer, a visitor's view and a moderator's.
 */
export const screenStates = (path: string, call: MockOperation, visitor: readonly HttpHandler[] = []) => ({
  Loaded: screenAt(path),
  Empty: screenAt(path, call.answers.empty ?? []),
  Error: screenAt(path, call.answers.serverError),
  Offline: screenAt(path, call.answers.networkFailure),
  Loading: screenAt(path, call.answers.slow),
  Visitor: screenAt(path, [...asVisitor, ...visitor]),
  Moderator: screenAt(path, asModerator),
});

/** Who looks at a screen, for a feature's stories (which reach the sign-in feature's doubles only through here). */
export const viewedBy = { visitor: asVisitor, moderator: asModerator } as const;
