import type { MessageKey } from "../i18n/messages";
import type { MessageParams } from "../i18n/interpolate";
import type { NotificationType } from "../schemas/notifications";

/**
 * A notification's title or message. Texts the product writes are kept as a catalog key with its
 * parameters and rendered in the reader's language when read; a moderator's announcement is kept
 * as written.
 */
export type NotificationText =
  | { readonly key: MessageKey; readonly params?: MessageParams }
  | { readonly literal: string };

export interface NewNotification {
  readonly userId: number;
  readonly type: NotificationType;
  readonly title: NotificationText;
  readonly message: NotificationText;
  /** What it is about (a contribution, a call request ...), for links and de-duplication. */
  readonly reference?: { readonly kind: string; readonly id: number };
}

/**
 * Tells members something happened. The adapter stores the notification and pushes it to the
 * member's open event stream; a use case only says what to tell whom.
 */
export interface Notifier {
  notify(notification: NewNotification): Promise<void>;
}
