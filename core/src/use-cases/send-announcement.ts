import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { serviceNotFound } from "../errors/services";
import type { Clock } from "../ports/clock";
import type { MemberEvents } from "../ports/member-events";
import type { NotificationStore } from "../ports/notification-store";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { AnnouncementReceipt, AnnouncementRequest } from "../schemas/notifications";

/**
 * A moderator's system announcement: one notification per member (or per member of one service),
 * kept as written, and pushed to the recipients' open event streams once they are all committed:
 * nobody is shown an announcement that was not kept.
 */
export const makeSendAnnouncement =
  ({ notifications, events, clock, unitOfWork }: { notifications: NotificationStore; events: MemberEvents; clock: Clock; unitOfWork: UnitOfWork }) =>
  ({ senderId, body }: { senderId: number; body: AnnouncementRequest }): Effect.Effect<AnnouncementReceipt, DomainError> =>
    unitOfWork.run(Effect.gen(function* () {
      const delivered = yield* Effect.promise(() =>
        notifications.announce(
          { senderId, title: body.title, message: body.message, serviceId: body.serviceId ?? null },
          clock.now(),
        ),
      );
      if (delivered === null) return yield* Effect.fail(serviceNotFound());
      for (const notification of delivered) events.publish(notification.userId, { type: "notification", notification });
      return { recipientCount: delivered.length };
    }));
