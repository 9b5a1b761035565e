import { defaultLanguage, type Language } from "@kominote/core/i18n/languages";

// The language API requests are made in. The language provider keeps it equal to the interface
// language; it lives outside React so the HTTP client, which is not a component, can read it.
let current: Language = defaultLanguage;

export const requestLanguage = (): Language => current;

export const setRequestLanguage = (language: Language): void => {
  current = language;
};
