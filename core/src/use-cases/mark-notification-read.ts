import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { notificationNotFound } from "../errors/notifications";
import type { NotificationStore } from "../ports/notification-store";

/**
 * Marks one of the member's own notifications read. Someone else's reads as not found, so the
 * answer tells nothing about other members' notifications.
 */
export const makeMarkNotificationRead =
  ({ notifications }: { notifications: NotificationStore }) =>
  ({ userId, notificationId }: { userId: number; notificationId: number }): Effect.Effect<void, DomainError> =>
    Effect.gen(function* () {
      const marked = yield* Effect.promise(() => notifications.markRead(userId, notificationId));
      if (!marked) return yield* Effect.fail(notificationNotFound());
    });
