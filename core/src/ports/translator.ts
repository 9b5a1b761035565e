import type { Language } from "../i18n/languages";

/**
 * Translates text members wrote. Resolves to null when this translator knows no translation,
 * so another one can be tried; any other failure is thrown.
 */
export interface Translator {
  translate(text: string, target: Language): Promise<string | null>;
}
