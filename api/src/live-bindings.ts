import { AfterCommitMemberEvents } from "@kominote/adapters/notifications/after-commit-member-events";
import { InProcessMemberEvents } from "@kominote/adapters/notifications/in-process-member-events";
import { CachedNotificationStore } from "@kominote/adapters/notifications/cached-notification-store";
import { KnexNotificationStore } from "@kominote/adapters/notifications/knex-notification-store";
import { PushingNotifier } from "@kominote/adapters/notifications/pushing-notifier";
import { CachedPointsStandings } from "@kominote/adapters/points/cached-points-standings";
import { KnexPointsLedger } from "@kominote/adapters/points/knex-points-ledger";
import { KnexPointsStandings } from "@kominote/adapters/points/knex-points-standings";
import { makeGetUserStats } from "@kominote/core/use-cases/get-user-stats";
import { makeListNotifications } from "@kominote/core/use-cases/list-notifications";
import { makeListRecentPoints } from "@kominote/core/use-cases/list-recent-points";
import { makeMarkAllNotificationsRead } from "@kominote/core/use-cases/mark-all-notifications-read";
import { makeMarkNotificationRead } from "@kominote/core/use-cases/mark-notification-read";
import { makeSendAnnouncement } from "@kominote/core/use-cases/send-announcement";
import type { FastifyBaseLogger } from "fastify";
import type { Container } from "inversify";
import { EventStreams } from "./http/event-streams";
import { translate } from "./http/messages";
import { resolve, tokens, type Database } from "./tokens";

/**
 * How long a member's stats, recent points and notification list are served from memory. Their
 * own awards and notifications show at once (the writes forget them); a rank moved by other
 * members' points is seen within this time, which the 5 s polling of the points bar allows.
 */
const memberReadsCacheMs = 5_000;

/**
 * What happens to members as it happens: their event streams, notifications and the points
 * ledger, which other areas reach through `tokens.notifier` and `tokens.pointsLedger`.
 * Needs the clock to be bound.
 */
export const bindLive = (container: Container, database: Database, logger: FastifyBaseLogger): void => {
  const transactions = resolve(container, tokens.transactions);
  // Told after the commit of the write they report, never of a write that was rolled back.
  container
    .bind(tokens.memberEvents)
    .toConstantValue(
      new AfterCommitMemberEvents(
        new InProcessMemberEvents(undefined, (cause) => logger.warn({ err: cause }, "an event stream failed to take an event")),
        (publish) => transactions.afterCommit(publish),
      ),
    );
  container.bind(tokens.eventStreams).toDynamicValue((ctx) => new EventStreams(resolve(ctx, tokens.memberEvents), translate));
  container.bind(tokens.notificationStore).toDynamicValue(
    (ctx) => new CachedNotificationStore(new KnexNotificationStore(database), resolve(ctx, tokens.clock), memberReadsCacheMs),
  );
  container.bind(tokens.pointsStandings).toDynamicValue(
    (ctx) =>
      new CachedPointsStandings(new KnexPointsStandings(database), resolve(ctx, tokens.clock), memberReadsCacheMs, (forget) =>
        transactions.afterCommit(forget),
      ),
  );
  container.bind(tokens.notifier).toDynamicValue(
    (ctx) => new PushingNotifier(resolve(ctx, tokens.notificationStore), resolve(ctx, tokens.memberEvents), resolve(ctx, tokens.clock)),
  );
  container.bind(tokens.pointsLedger).toDynamicValue((ctx) => {
    const cached = resolve(ctx, tokens.pointsStandings);
    return new KnexPointsLedger(database, cached, resolve(ctx, tokens.memberEvents), resolve(ctx, tokens.clock), {
      onRecorded: (userId) => cached.forget(userId),
      onPushFailure: (cause) => logger.warn({ err: cause }, "points were recorded but could not be pushed to the member's streams"),
    });
  });

  container.bind(tokens.listNotifications).toDynamicValue((ctx) =>
    makeListNotifications({ notifications: resolve(ctx, tokens.notificationStore), translate }),
  );
  container.bind(tokens.markNotificationRead).toDynamicValue((ctx) =>
    makeMarkNotificationRead({ notifications: resolve(ctx, tokens.notificationStore) }),
  );
  container.bind(tokens.markAllNotificationsRead).toDynamicValue((ctx) =>
    makeMarkAllNotificationsRead({ notifications: resolve(ctx, tokens.notificationStore) }),
  );
  container.bind(tokens.sendAnnouncement).toDynamicValue((ctx) =>
    makeSendAnnouncement({
      notifications: resolve(ctx, tokens.notificationStore),
      events: resolve(ctx, tokens.memberEvents),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: transactions,
    }),
  );
  container.bind(tokens.getUserStats).toDynamicValue((ctx) =>
    makeGetUserStats({ standings: resolve(ctx, tokens.pointsStandings), clock: resolve(ctx, tokens.clock) }),
  );
  container.bind(tokens.listRecentPoints).toDynamicValue((ctx) =>
    makeListRecentPoints({ standings: resolve(ctx, tokens.pointsStandings), translate }),
  );
};
