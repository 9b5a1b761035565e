import type { MessageKey } from "@kominote/core/i18n/messages";
import type { MessageParams } from "@kominote/core/i18n/interpolate";
import type { LiveAction } from "@kominote/core/schemas/live";

type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * One action in the reader's words: "Marie shared an idea", "A member shared an idea" where no name
 * is given (a visitor, or a member who left).
 */
export const actionText = (action: LiveAction, t: Translate): string =>
  t(`live.activity.action.${action.action}`, { name: action.userName ?? t("live.activity.someone") });
