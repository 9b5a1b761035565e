import { sourceMessages } from "@kominote/core/i18n/messages";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LanguageProvider } from "../i18n/language-provider";

/** Creole texts and a query cache the test holds, to write into it as the live updates do. */
export function WithQueryClient({ client, children }: { readonly client: QueryClient; readonly children: ReactNode }) {
  return (
    <LanguageProvider initialLanguage="ht" initialMessages={sourceMessages}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </LanguageProvider>
  );
}
