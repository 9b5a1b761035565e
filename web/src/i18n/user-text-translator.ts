import { loadDictionary } from "@kominote/core/i18n/dictionary/load-dictionary";
import { lookupTranslation } from "@kominote/core/i18n/dictionary/lookup";
import type { TranslationTarget } from "@kominote/core/i18n/glossary";
import { shouldTranslate } from "@kominote/core/rules/translation-policy";
import { api } from "../api/client";
import { createUserTextTranslator } from "./translate-user-text";
import { translationActivity } from "./translation-activity";

/** `POST /api/translate`; an answer without a translation means the text stays as written. */
const requestServerTranslation = async (text: string, target: TranslationTarget): Promise<string> => {
  const { data, response } = await api.POST("/api/translate", { body: { text, targetLanguage: target } });
  if (!response.ok || data === undefined) throw new Error("Translation failed");
  return data.translatedText ?? text;
};

/** The page's translator of text members wrote; one cache for the whole visit. */
export const translateUserText = createUserTextTranslator({
  shouldTranslate,
  lookupDictionary: async (text, target) => lookupTranslation(text, target, await loadDictionary(target)),
  requestTranslation: requestServerTranslation,
  activity: translationActivity,
  logError: (message, error) => console.error(message, error),
});
