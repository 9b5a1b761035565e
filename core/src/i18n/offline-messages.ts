import type { Language } from "./languages";
import type { PartialCatalog } from "./first-paint";

/**
 * The texts of working offline in one language, each language its own small chunk: the offline
 * notice is on every page, and with no connection the whole catalog may not be on the phone.
 */
export const loadOfflineMessages = async (language: Language): Promise<PartialCatalog> => {
  switch (language) {
    case "ht":
      return (await import("./messages/offline/ht")).default;
    case "fr":
      return (await import("./messages/offline/fr")).default;
    case "en":
      return (await import("./messages/offline/en")).default;
    case "es":
      return (await import("./messages/offline/es")).default;
    case "pt":
      return (await import("./messages/offline/pt")).default;
  }
};
