import ht from "./messages/ht";
import { loadWholeMessages } from "./whole-messages";
import type { Language } from "./languages";
import { interpolate, type MessageParams } from "./interpolate";

export type Messages = typeof ht;
export type MessageKey = keyof Messages;
export type AnyCatalog = { readonly [Key in MessageKey]: string };

export { ht as sourceMessages };

/** Loads one language's catalog; Creole is at hand, each other language is a separate chunk. */
export const loadMessages = async (language: Language): Promise<AnyCatalog> =>
  language === "ht" ? ht : loadWholeMessages(language);

/** Formats a message from an already loaded catalog; a missing text falls back to the Creole source. */
export const formatMessage = (
  catalog: AnyCatalog,
  key: MessageKey,
  params?: MessageParams,
): string => interpolate(catalog[key] ?? ht[key], params);
