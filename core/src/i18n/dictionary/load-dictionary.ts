import type { TranslationTarget } from "../glossary";
import type { DictionaryEntries } from "./entries";

/** Loads one target language's dictionary; each is its own chunk, so a client fetches only the one it shows. */
export const loadDictionary = async (target: TranslationTarget): Promise<DictionaryEntries> => {
  switch (target) {
    case "en":
      return (await import("./en")).default;
    case "fr":
      return (await import("./fr")).default;
    case "es":
      return (await import("./es")).default;
    case "pt":
      return (await import("./pt")).default;
  }
};
