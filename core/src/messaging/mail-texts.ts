import type { Language } from "../i18n/languages";
import { interpolate, type MessageParams } from "../i18n/interpolate";
import en from "../i18n/messages/mail/en";
import es from "../i18n/messages/mail/es";
import fr from "../i18n/messages/mail/fr";
import ht from "../i18n/messages/mail/ht";
import pt from "../i18n/messages/mail/pt";

export type MailKey = keyof typeof ht;

// Messages are composed on the server, which needs every language at hand, synchronously:
// the five "mail" catalogs are small, so they are imported directly rather than loaded on demand.
const catalogs: Record<Language, { readonly [Key in MailKey]: string }> = { ht, fr, en, es, pt };

/** One text of the "mail" namespace in the given language, with its placeholders filled. */
export const mailText = (language: Language, key: MailKey, params?: MessageParams): string =>
  interpolate(catalogs[language][key], params);
