import type { Language } from "@kominote/core/i18n/languages";
import { loadMessages } from "@kominote/core/i18n/messages";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { LanguageProvider } from "../i18n/language-provider";

/** Renders a home component with the interface texts of one language already loaded. */
export const renderInLanguage = async (ui: ReactElement, language: Language = "en"): Promise<RenderResult> => {
  const messages = await loadMessages(language);
  return render(
    <LanguageProvider initialLanguage={language} initialMessages={messages}>
      {ui}
    </LanguageProvider>,
  );
};
