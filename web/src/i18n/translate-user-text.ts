import type { TranslationTarget } from "@kominote/core/i18n/glossary";
import type { Language } from "@kominote/core/i18n/languages";
import type { TranslationActivity } from "./translation-activity";

export interface UserTextTranslatorDeps {
  /** The translation policy: whether this text is translated at all into this language. */
  readonly shouldTranslate: (text: string, language: Language) => boolean;
  /** The built-in dictionary and glossary; null when the text is not in them. */
  readonly lookupDictionary: (text: string, target: TranslationTarget) => Promise<string | null>;
  /** The server's translation; rejects when it fails. */
  readonly requestTranslation: (text: string, target: TranslationTarget) => Promise<string>;
  readonly activity: TranslationActivity;
  readonly logError: (message: string, error: unknown) => void;
}

export type TranslateUserText = (text: string | null | undefined, language: Language) => Promise<string>;

/**
 * Translates text members wrote (ideas, posts, descriptions) into the reader's language: the
 * policy first, then the built-in dictionary, then an in-memory cache per language and text, then
 * the server. A failure gives back the original text: the reader sees Creole, never an error.
 */
export const createUserTextTranslator = (deps: UserTextTranslatorDeps): TranslateUserText => {
  const cache = new Map<string, string>();
  // Two components showing the same text at once share one request.
  const inFlight = new Map<string, Promise<string>>();

  const fromServer = async (text: string, target: TranslationTarget, key: string): Promise<string> => {
    const ticket = deps.activity.start();
    try {
      const translated = await deps.requestTranslation(text, target);
      cache.set(key, translated);
      return translated;
    } catch (error) {
      deps.logError("Translation error", error);
      return text;
    } finally {
      deps.activity.finish(ticket);
      inFlight.delete(key);
    }
  };

  return async (text, language) => {
    const input = text ?? "";
    if (language === "ht" || !deps.shouldTranslate(input, language)) return input;
    const target: TranslationTarget = language;

    // A dictionary chunk that fails to load (flaky network) just means asking the server.
    const known = await deps.lookupDictionary(input, target).catch(() => null);
    if (known !== null) return known;

    const key = `${target}\u0000${input}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const running = inFlight.get(key);
    if (running !== undefined) return running;

    const request = fromServer(input, target, key);
    inFlight.set(key, request);
    return request;
  };
};
