import type { Language } from "./languages";
import type { PartialCatalog } from "./first-paint";

/**
 * The live activity bar's and the live meeting's texts in one language, each language its own
 * small chunk: the bar is on every page, so a visitor's first page fetches these instead of the
 * whole catalog.
 */
export const loadLiveMessages = async (language: Language): Promise<PartialCatalog> => {
  switch (language) {
    case "ht":
      return (await import("./messages/live/ht")).default;
    case "fr":
      return (await import("./messages/live/fr")).default;
    case "en":
      return (await import("./messages/live/en")).default;
    case "es":
      return (await import("./messages/live/es")).default;
    case "pt":
      return (await import("./messages/live/pt")).default;
  }
};
