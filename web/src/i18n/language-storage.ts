import { defaultLanguage, isLanguage, type Language } from "@kominote/core/i18n/languages";

/** The device key the chosen interface language is kept under. */
export const languageStorageKey = "language";

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

// Storage can be missing or throw (private browsing, disabled cookies, server rendering):
// the language then simply is not remembered, and the site stays usable.
const deviceStorage = (): KeyValueStore | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The language chosen earlier on this device, or Creole when none (or an unknown one) is stored. */
export const readStoredLanguage = (store: KeyValueStore | null = deviceStorage()): Language => {
  try {
    const stored = store?.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
};

export const storeLanguage = (language: Language, store: KeyValueStore | null = deviceStorage()): void => {
  try {
    store?.setItem(languageStorageKey, language);
  } catch {
    // A full or blocked storage only means the choice is not remembered next visit.
  }
};
