import { shouldTranslate } from "@kominote/core/rules/translation-policy";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useLanguage } from "./language-provider";
import type { TranslateUserText } from "./translate-user-text";
import { translationActivity } from "./translation-activity";
import { translateUserText } from "./user-text-translator";

export interface TranslatedText {
  /** The text in the reader's language; the original until (or unless) a translation arrives. */
  readonly text: string;
  /** True while this text's translation is being fetched. */
  readonly translating: boolean;
}

/** Shows text a member wrote in the reader's language (see translateUserText for the order tried). */
export function useTranslatedText(
  text: string | null | undefined,
  translate: TranslateUserText = translateUserText,
): TranslatedText {
  const { language } = useLanguage();
  const input = text ?? "";
  const needed = shouldTranslate(input, language);
  const key = `${language}\u0000${input}`;
  const [result, setResult] = useState<{ readonly key: string; readonly text: string } | null>(null);

  useEffect(() => {
    if (!needed) return;
    let current = true;
    void translate(input, language).then((translated) => {
      if (current) setResult({ key, text: translated });
    });
    return () => {
      current = false;
    };
  }, [needed, key, input, language, translate]);

  if (!needed) return { text: input, translating: false };
  if (result?.key === key) return { text: result.text, translating: false };
  return { text: input, translating: true };
}

/** How many translations of member text are in progress on the page (0 when none). */
export function useTranslationsInProgress(): number {
  return useSyncExternalStore(translationActivity.subscribe, translationActivity.count, translationActivity.count);
}
