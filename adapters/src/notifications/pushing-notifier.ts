import type { Clock } from "@kominote/core/ports/clock";
import type { MemberEvents } from "@kominote/core/ports/member-events";
import type { NotificationStore } from "@kominote/core/ports/notification-store";
import type { NewNotification, Notifier } from "@kominote/core/ports/notifier";

/** Stores the notification, then pushes it to the member's open event streams. */
export class PushingNotifier implements Notifier {
  constructor(
    private readonly notifications: NotificationStore,
    private readonly events: MemberEvents,
    private readonly clock: Clock,
  ) {}

  async notify(notification: NewNotification): Promise<void> {
    const record = await this.notifications.add(notification, this.clock.now());
    this.events.publish(record.userId, { type: "notification", notification: record });
  }
}
