
import type { Language } from "@kominote/core/i18n/languages";
import type { PartialCatalog } from "@kominote/core/i18n/first-paint";
import { loadWholeMessages } from "@kominote/core/i18n/whole-messages";
import type { AnyCatalog } from "@kominote/core/i18n/messages";
import { requestLanguage } from "./request-language";

// The first screen ships with its own texts only (core/src/i18n/first-paint.ts); every other
// screen's texts come in one chunk per language, fetched the first time a screen needs them.
// Kept outside React so the router and lazy components can wait for it before they render.
const loading = new Map<Language, Promise<AnyCatalog>>();
const loaded = new Map<Language, AnyCatalog>();
const listeners = new Set<(language: Language, catalog: AnyCatalog) => void>();

/** The whole catalog of a language, once fetched; a failed fetch is tried again on the next call. */
export const loadFullCatalog = (language: Language = requestLanguage()): Promise<AnyCatalog> => {
  const pending =
    loading.get(language) ??
    loadWholeMessages(language).then(
      (catalog) => {
        loaded.set(language, catalog);
        for (const listener of listeners) listener(language, catalog);
        return catalog;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
  loading.set(language, pending);
  return pending;
};

/** The whole catalog when already here, else undefined. */
export const fullCatalogOf = (language: Language): AnyCatalog | undefined => loaded.get(language);

/** Whether a screen asked for the whole catalog yet (then a language switch fetches it whole too). */
export const isFullCatalogWanted = (): boolean => loading.size > 0;

/** Called each time a language's whole catalog arrives; returns the unsubscribe. */
export const onFullCatalog = (listener: (language: Language, catalog: AnyCatalog) => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export type { PartialCatalog };
