import { defaultLanguage, type Language } from "@kominote/core/i18n/languages";

// The language API requests are made in. The language provider keeps it equal to the interface
// language; it lives outside React so the HTTP client, which is not a component, can read it.
let current: Language = defaultLanguage;

// On the server one process renders many readers' pages at once: the server entry names where the
// language of the page being rendered is read (its request's scope) instead of this one value.
let source: () => Language | undefined = () => undefined;

export const requestLanguage = (): Language => source() ?? current;

/** Used by the server entry only: the language of the request being rendered. */
export const setRequestLanguageSource = (read: () => Language | undefined): void => {
  source = read;
};

export const setRequestLanguage = (language: Language): void => {
  current = language;
};
