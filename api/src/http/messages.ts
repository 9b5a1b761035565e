import type { Language } from "@kominote/core/i18n/languages";
import { formatMessage, type AnyCatalog, type MessageKey } from "@kominote/core/i18n/messages";
import type { MessageParams } from "@kominote/core/i18n/interpolate";
import en from "@kominote/core/i18n/messages/en";
import es from "@kominote/core/i18n/messages/es";
import fr from "@kominote/core/i18n/messages/fr";
import ht from "@kominote/core/i18n/messages/ht";
import pt from "@kominote/core/i18n/messages/pt";

/** The server answers in every language, so it keeps all five catalogs in memory (a few kilobytes each). */
const catalogs: Record<Language, AnyCatalog> = { ht, fr, en, es, pt };

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(ht, value);

export const translate = (language: Language, key: MessageKey, params?: MessageParams): string =>
  formatMessage(catalogs[language], key, params);
