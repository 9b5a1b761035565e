import { AfterCommitMemberEvents } from "@kominote/adapters/notifications/after-commit-member-events";
import { CachedNotificationStore } from "@kominote/adapters/notifications/cached-notification-store";
import { KnexNotificationStore } from "@kominote/adapters/notifications/knex-notification-store";
import { PushingNotifier } from "@kominote/adapters/notifications/pushing-notifier";
import { makeListNotifications } from "@kominote/core/use-cases/list-notifications";
import { makeMarkAllNotificationsRead } from "@kominote/core/use-cases/mark-all-notifications-read";
import { makeMarkNotificationRead } from "@kominote/core/use-cases/mark-notification-read";
import { makeSendAnnouncement } from "@kominote/core/use-cases/send-announcement";
import type { FastifyBaseLogger } from "fastify";
import type { Container } from "inversify";
import { EventStreams } from "../../http/event-streams";
import { translate } from "../../http/messages";
import { resolve, tokens, type Database } from "../../tokens";
import { notificationsTokens } from "./tokens";
import { instancesTokens } from "../instances/tokens";

/**
 * How long a member's notification list is served from memory. Their own notifications show at
 * once (the writes forget them).
 */
const memberReadsCacheMs = 5_000;

/**
 * What happens to members as it happens: member events, their event streams (/api/events) and
 * notifications, which other areas reach through `notificationsTokens.notifier`.
 * Needs the clock to be bound.
 */
export const bindNotifications = (container: Container, database: Database, _logger: FastifyBaseLogger): void => {
  const transactions = resolve(container, tokens.transactions);
  // Told after the commit of the write they report, never of a write that was rolled back.
  container
    .bind(notificationsTokens.memberEvents)
    .toConstantValue(
      new AfterCommitMemberEvents(
        // This process's streams, joined to the other instances' (api/src/areas/instances).
        resolve(container, instancesTokens.memberEventsHub),
        (publish) => transactions.afterCommit(publish),
      ),
    );
  container.bind(notificationsTokens.eventStreams).toDynamicValue((ctx) => new EventStreams(resolve(ctx, notificationsTokens.memberEvents), translate));
  container.bind(notificationsTokens.notificationStore).toDynamicValue(
    (ctx) => new CachedNotificationStore(new KnexNotificationStore(database), resolve(ctx, tokens.clock), memberReadsCacheMs),
  );
  container.bind(notificationsTokens.notifier).toDynamicValue(
    (ctx) => new PushingNotifier(resolve(ctx, notificationsTokens.notificationStore), resolve(ctx, notificationsTokens.memberEvents), resolve(ctx, tokens.clock)),
  );
  container.bind(notificationsTokens.listNotifications).toDynamicValue((ctx) =>
    makeListNotifications({ notifications: resolve(ctx, notificationsTokens.notificationStore), translate }),
  );
  container.bind(notificationsTokens.markNotificationRead).toDynamicValue((ctx) =>
    makeMarkNotificationRead({ notifications: resolve(ctx, notificationsTokens.notificationStore) }),
  );
  container.bind(notificationsTokens.markAllNotificationsRead).toDynamicValue((ctx) =>
    makeMarkAllNotificationsRead({ notifications: resolve(ctx, notificationsTokens.notificationStore) }),
  );
  container.bind(notificationsTokens.sendAnnouncement).toDynamicValue((ctx) =>
    makeSendAnnouncement({
      notifications: resolve(ctx, notificationsTokens.notificationStore),
      events: resolve(ctx, notificationsTokens.memberEvents),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: transactions,
    }),
  );
};
