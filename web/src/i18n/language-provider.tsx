import type { MessageParams } from "@kominote/core/i18n/interpolate";
import { type Language } from "@kominote/core/i18n/languages";
import {
  formatMessage,
  loadMessages,
  sourceMessages,
  type AnyCatalog,
  type MessageKey,
} from "@kominote/core/i18n/messages";
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

const LanguageContext = createContext<LanguageContextValue | null>(null);

interface Shown {
  readonly language: Language;
  readonly messages: AnyCatalog;
}

export interface LanguageProviderProps {
  readonly children: ReactNode;
  /** The language to start in; by default the one stored on the device, else Creole. */
  readonly initialLanguage?: Language;
  /** That language's catalog when already loaded (the entry point loads it before the first render). */
  readonly initialMessages?: AnyCatalog;
}

export function LanguageProvider({ children, initialLanguage, initialMessages }: LanguageProviderProps) {
  const [startLanguage] = useState(() => initialLanguage ?? readStoredLanguage());
  // Creole is in the main bundle, so it can always be shown at once while another language loads.
  const [shown, setShown] = useState<Shown>(() =>
    initialMessages !== undefined
      ? { language: startLanguage, messages: initialMessages }
      : { language: "ht", messages: sourceMessages },
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
      const messages = await loadMessages(next);
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

  useLayoutEffect(() => {
    setRequestLanguage(shown.language);
    document.documentElement.lang = shown.language;
  }, [shown.language]);

  const t = useCallback(
    (key: MessageKey, params?: MessageParams) => formatMessage(shown.messages, key, params),
    [shown.messages],
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
