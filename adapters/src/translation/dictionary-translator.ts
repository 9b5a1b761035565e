import type { TranslationTarget } from "@kominote/core/i18n/glossary";
import type { DictionaryEntries } from "@kominote/core/i18n/dictionary/entries";
import { loadDictionary } from "@kominote/core/i18n/dictionary/load-dictionary";
import { lookupTranslation } from "@kominote/core/i18n/dictionary/lookup";
import type { Language } from "@kominote/core/i18n/languages";
import type { Translator } from "@kominote/core/ports/translator";

/**
 * The embedded default: the platform's glossary and built-in dictionary of common short phrases.
 * It needs no outside service; it knows only whole phrases and answers null for anything else.
 */
export class DictionaryTranslator implements Translator {
  private readonly dictionaries = new Map<TranslationTarget, Promise<DictionaryEntries>>();

  async translate(text: string, target: Language): Promise<string | null> {
    if (target === "ht") return null;
    return lookupTranslation(text, target, await this.dictionaryFor(target));
  }

  private dictionaryFor(target: TranslationTarget): Promise<DictionaryEntries> {
    let loading = this.dictionaries.get(target);
    if (loading === undefined) {
      loading = loadDictionary(target);
      this.dictionaries.set(target, loading);
    }
    return loading;
  }
}
