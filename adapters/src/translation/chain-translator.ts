import type { Language } from "@kominote/core/i18n/languages";
import type { Translator } from "@kominote/core/ports/translator";
import { DictionaryTranslator } from "./dictionary-translator";
import { LibreTranslateTranslator } from "./libretranslate-translator";

/**
 * Asks each translator in turn and keeps the first translation found. A translator that throws is
 * skipped like one that knows nothing; the error is rethrown only when no translator succeeded,
 * so the caller can report it and show the original text.
 */
export class ChainTranslator implements Translator {
  private readonly translators: readonly Translator[];

  constructor(translators: readonly Translator[]) {
    this.translators = translators;
  }

  async translate(text: string, target: Language): Promise<string | null> {
    let failure: { error: unknown } | undefined;
    for (const translator of this.translators) {
      try {
        const translated = await translator.translate(text, target);
        if (translated !== null) return translated;
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure !== undefined) throw failure.error;
    return null;
  }
}

export interface TranslationSettings {
  readonly LIBRETRANSLATE_URL?: string | undefined;
  readonly LIBRETRANSLATE_API_KEY?: string | undefined;
}

/**
 * The translator the server uses: the built-in dictionary first (instant, free, and exact for the
 * glossary), then LibreTranslate when LIBRETRANSLATE_URL is set.
 */
export const translatorFromSettings = (
  settings: TranslationSettings,
  onFailure?: (reason: string) => void,
): Translator => {
  const url = settings.LIBRETRANSLATE_URL?.trim();
  const apiKey = settings.LIBRETRANSLATE_API_KEY?.trim();
  const remote = url
    ? [new LibreTranslateTranslator({ url, ...(apiKey ? { apiKey } : {}), ...(onFailure ? { onFailure } : {}) })]
    : [];
  return new ChainTranslator([new DictionaryTranslator(), ...remote]);
};
