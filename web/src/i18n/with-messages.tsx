import type { PartialCatalog } from "@kominote/core/i18n/first-paint";
import { interpolate } from "@kominote/core/i18n/interpolate";
import type { Language } from "@kominote/core/i18n/languages";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { LanguageContext, useLanguage, type LanguageContextValue } from "./language-provider";

export interface WithMessagesProps {
  /** The part's own texts in a language (a small chunk per language). */
  readonly load: (language: Language) => Promise<PartialCatalog>;
  readonly children: ReactNode;
}

/**
 * Shows its children once their own texts have arrived, in the page's language, and again after a
 * language switch: for a part on every page whose texts are neither the first screen's nor worth
 * fetching the whole catalog for. Nothing shows while they load or if they cannot be fetched.
 */
export function WithMessages({ load, children }: WithMessagesProps) {
  const outer = useLanguage();
  const [loaded, setLoaded] = useState<PartialCatalog | null>(null);
  useEffect(() => {
    let current = true;
    load(outer.language).then(
      (messages) => current && setLoaded(messages),
      // Offline: the part waits for the next language switch or page load rather than show keys.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, outer.language]);
  const value = useMemo<LanguageContextValue | null>(
    () =>
      loaded === null
        ? null
        : { ...outer, t: (key, params) => (loaded[key] === undefined ? outer.t(key, params) : interpolate(loaded[key], params)) },
    [outer, loaded],
  );
  return value === null ? null : <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
