import type { MessageKey } from "@kominote/core/i18n/messages";
import type { LanguageContextValue } from "../../../i18n/language-provider";

/**
 * How a forum form words a send that did not go through (useSubmitForm's messages): what failed,
 * then why (the server's words when it gave them), then that what was typed is kept; when nothing
 * answered, that it waits on the device and goes when the connection returns.
 */
export const forumSendWording = (t: LanguageContextValue["t"], failed: MessageKey) => ({
  fallbackMessage: `${t(failed)} ${t("forums.kept")}`,
  offlineMessage: `${t(failed)} ${t("forums.offline")}`,
  serverMessage: (message: string): string => `${t(failed)} ${message} ${t("forums.kept")}`,
});
