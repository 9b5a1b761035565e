import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { NotificationStore } from "../ports/notification-store";

export const makeMarkAllNotificationsRead =
  ({ notifications }: { notifications: NotificationStore }) =>
  (userId: number): Effect.Effect<void, DomainError> =>
    Effect.promise(() => notifications.markAllRead(userId));
