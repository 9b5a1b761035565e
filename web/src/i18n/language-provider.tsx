import { loadFirstPaintMessages, type PartialCatalog } from "@kominote/core/i18n/first-paint";
import creoleFirstPaint from "@kominote/core/i18n/first-paint/ht";
import { interpolate, type MessageParams } from "@kominote/core/i18n/interpolate";
import { type Language } from "@kominote/core/i18n/languages";
import type { MessageKey } from "@kominote/core/i18n/messages";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { fullCatalogOf, isFullCatalogWanted, loadFullCatalog, onFullCatalog } from "./full-catalog";
import { readStoredLanguage, storeLanguage } from "./language-storage";
import { setRequestLanguage } from "./request-language";
import { translationActivity } from "./translation-activity";

export interface LanguageContextValue {
  /** The interface language. */
  readonly language: Language;
  /** Switches the interface; resolves once the new language's texts are shown. */
  readonly setLanguage: (next: Language) => Promise<void>;
  /** An interface text in the current language, `{name}` placeholders filled from params. */
  readonly t: (key: MessageKey, params?: MessageParams) => string;
  /** The language being switched to while its texts load, else null. */
  readonly pendingLanguage: Language | null;
}

/** Exported for WithMessages, which lends a part of the page a few texts more. */
export const LanguageContext = createContext<LanguageContextValue | null>(null);

interface Shown {
  readonly language: Language;
  /** The first screen's texts, or the whole catalog once a screen has needed it. */
  readonly messages: PartialCatalog;
}

export interface LanguageProviderProps {
  readonly children: ReactNode;
  /** The language to start in; by default the one stored on the device, else Creole. */
  readonly initialLanguage?: Language;
  /**
   * That language's texts when already loaded: the entry point loads the first screen's before the
   * first render; tests and stories pass a whole catalog.
   */
  readonly initialMessages?: PartialCatalog;
}

export function LanguageProvider({ children, initialLanguage, initialMessages }: LanguageProviderProps) {
  const [startLanguage] = useState(() => initialLanguage ?? readStoredLanguage());
  // Creole's first-screen texts are in the main bundle, so they can always be shown at once while
  // another language loads.
  const [shown, setShown] = useState<Shown>(() =>
    initialMessages !== undefined
      ? { language: startLanguage, messages: initialMessages }
      : { language: "ht", messages: creoleFirstPaint },
  );
  const [pendingLanguage, setPendingLanguage] = useState<Language | null>(null);
  // Only the latest choice wins when someone clicks through several languages quickly.
  const latestChoice = useRef(0);

  const setLanguage = useCallback(async (next: Language): Promise<void> => {
    const choice = ++latestChoice.current;
    storeLanguage(next);
    translationActivity.reset();
    setPendingLanguage(next);
    try {
      // Past the first screen, the new language comes whole; on it, its first-screen texts suffice.
      const messages = isFullCatalogWanted()
        ? await loadFullCatalog(next)
        : (fullCatalogOf(next) ?? (await loadFirstPaintMessages(next)));
      if (choice !== latestChoice.current) return;
      // Set before React re-renders so queries keyed by the new language ask in that language.
      setRequestLanguage(next);
      setShown({ language: next, messages });
    } catch (error) {
      // The catalog chunk did not arrive (offline): the current language stays on screen.
      console.error("Language load error", error);
    } finally {
      if (choice === latestChoice.current) setPendingLanguage(null);
    }
  }, []);

  // A stored language other than Creole that the entry point did not preload is loaded here.
  useEffect(() => {
    if (shown.language !== startLanguage) void setLanguage(startLanguage);
    // Runs once for the start language; later changes go through setLanguage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A screen that needed the rest of the catalog fetched it: show it from now on.
  useEffect(() => {
    const show = (language: Language, catalog: PartialCatalog) =>
      setShown((current) => (current.language === language && current.messages !== catalog ? { language, messages: catalog } : current));
    const unsubscribe = onFullCatalog(show);
    // It may have arrived before this provider was listening.
    const already = fullCatalogOf(shown.language);
    if (already !== undefined) show(shown.language, already);
    return unsubscribe;
    // Subscribes once; `show` reads the current language from the state it updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Once any screen has needed the whole catalog, the language on screen gets its whole catalog too.
  useEffect(() => {
    if (isFullCatalogWanted() && fullCatalogOf(shown.language) === undefined) {
      loadFullCatalog(shown.language).catch((error: unknown) => console.error("Language load error", error));
    }
  }, [shown.language]);

  useLayoutEffect(() => {
    setRequestLanguage(shown.language);
    document.documentElement.lang = shown.language;
  }, [shown.language]);

  const t = useCallback(
    // A screen renders only after its texts arrived (lazyWithMessages, the router's beforeLoad), so
    // the fallback to the loaded whole catalog covers the moment before this state catches up.
    (key: MessageKey, params?: MessageParams) =>
      interpolate(shown.messages[key] ?? fullCatalogOf(shown.language)?.[key] ?? "", params),
    [shown.messages, shown.language],
  );

  const value = useMemo<LanguageContextValue>(
    () => ({ language: shown.language, setLanguage, t, pendingLanguage }),
    [shown.language, setLanguage, t, pendingLanguage],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (context === null) throw new Error("useLanguage must be used within a LanguageProvider");
  return context;
}
