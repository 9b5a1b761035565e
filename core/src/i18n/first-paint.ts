import type { Language } from "./languages";
import type { MessageKey } from "./messages";

/**
 * The namespaces of the texts a visitor's first screen shows: the shell (header, footer, banner),
 * the home page and the sign-in dialog with its messages. The web client ships these with the
 * first page and fetches the rest of the catalog (registration, skills, services, points ...) when
 * a screen that needs it is opened, so a phone on a slow network does not download every screen's
 * texts to see the home page. `first-paint/<lang>.ts` lists the same namespaces.
 */
export const firstPaintNamespaces = ["common", "validation", "errors", "shell", "home", "auth"] as const;

export const isFirstPaintKey = (key: string): boolean =>
  firstPaintNamespaces.some((namespace) => key.startsWith(`${namespace}.`));

/** Part of a catalog: the first-paint texts, or all of them once loaded. */
export type PartialCatalog = { readonly [Key in MessageKey]?: string };

/** One language's first-paint texts, each language its own chunk. */
export const loadFirstPaintMessages = async (language: Language): Promise<PartialCatalog> => {
  switch (language) {
    case "ht":
      return (await import("./first-paint/ht")).default;
    case "fr":
      return (await import("./first-paint/fr")).default;
    case "en":
      return (await import("./first-paint/en")).default;
    case "es":
      return (await import("./first-paint/es")).default;
    case "pt":
      return (await import("./first-paint/pt")).default;
  }
};

