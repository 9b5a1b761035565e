import ht from "./messages/ht";
import type { Language } from "./languages";
import { interpolate, type MessageParams } from "./interpolate";

export type Messages = typeof ht;
export type MessageKey = keyof Messages;
export type AnyCatalog = { readonly [Key in MessageKey]: string };

export { ht as sourceMessages };

/** Loads one language's catalog; each is a separate chunk so a client downloads only what it shows. */
export const loadMessages = async (language: Language): Promise<AnyCatalog> => {
  switch (language) {
    case "ht":
      return ht;
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

/** Formats a message from an already loaded catalog; a missing text falls back to the Creole source. */
export const formatMessage = (
  catalog: AnyCatalog,
  key: MessageKey,
  params?: MessageParams,
): string => interpolate(catalog[key] ?? ht[key], params);
