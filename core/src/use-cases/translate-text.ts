import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { Translator } from "../ports/translator";
import { shouldTranslate, untranslated } from "../rules/translation-policy";

/** Longest text one request may ask to translate, in characters. */
export const maxTranslatableLength = 5000;

export interface TranslateTextInput {
  readonly text?: string | null | undefined;
  readonly targetLanguage: Language;
}

/**
 * Translates text a member wrote (an idea, a post, a description) into the reader's language.
 * Translation is a courtesy: when no translation is known, or the translator fails, the reader gets
 * the original text and no error. Only a text too long to be a single message is refused.
 */
export const makeTranslateText =
  ({
    translator,
    onTranslatorFailure,
  }: {
    translator: Translator;
    /** Told about a translator that threw, so the failure can be logged; the reader never sees it. */
    onTranslatorFailure?: (cause: unknown) => void;
  }) =>
  ({ text, targetLanguage }: TranslateTextInput): Effect.Effect<{ translatedText: string }, DomainError> =>
    Effect.gen(function* () {
      if (typeof text === "string" && text.length > maxTranslatableLength) {
        return yield* Effect.fail(
          domainError("TRANSLATION.INVALID", "errors.translation.tooLong", { params: { max: maxTranslatableLength } }),
        );
      }
      if (!shouldTranslate(text, targetLanguage)) return { translatedText: untranslated(text) };

      const translated = yield* Effect.promise(async () => {
        try {
          return await translator.translate(text, targetLanguage);
        } catch (cause) {
          onTranslatorFailure?.(cause);
          return null;
        }
      });
      return { translatedText: translated ?? text };
    });
