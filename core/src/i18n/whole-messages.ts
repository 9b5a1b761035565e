import type { Language } from "./languages";
import type ht from "./messages/ht";

/** The shape of a whole catalog, stated here so this module needs nothing from ./messages. */
type WholeCatalog = { readonly [Key in keyof typeof ht]: string };

/**
 * One language's whole catalog, Creole included, each its own chunk: unlike `loadMessages`, which
 * keeps Creole at hand for the server, nothing here puts the whole Creole catalog in a first page.
 */
export const loadWholeMessages = async (language: Language): Promise<WholeCatalog> => {
  switch (language) {
    case "ht":
      return (await import("./messages/ht")).default;
    case "fr":
      return (await import("./messages/fr")).default;
    case "en":
      return (await import("./messages/en")).default;
    case "es":
      return (await import("./messages/es")).default;
    case "pt":
      return (await import("./messages/pt")).default;
  }
};
