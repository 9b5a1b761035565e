import { CachedLiveActivityFeed } from "@kominote/adapters/live/cached-live-activity-feed";
import { KnexLiveActivityFeed } from "@kominote/adapters/live/knex-live-activity-feed";
import { makeGetLiveActivity } from "@kominote/core/use-cases/get-live-activity";
import type { FastifyBaseLogger } from "fastify";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { notificationsTokens } from "../notifications/tokens";
import { ActivityPusher } from "./activity-pusher";
import { liveActivityTokens } from "./tokens";

/** How long the bar's query is served from memory: every open page reads it (decision 0029). */
const liveActivityCacheMs = 3_000;

/** The live activity bar: its query, cached, and the pusher that sends it to open streams. Needs the clock and notifications. */
export const bindLiveActivity = (container: Container, database: Database, logger: FastifyBaseLogger): void => {
  container
    .bind(liveActivityTokens.liveActivityFeed)
    .toDynamicValue((ctx) => new CachedLiveActivityFeed(new KnexLiveActivityFeed(database), resolve(ctx, tokens.clock), liveActivityCacheMs));
  container.bind(liveActivityTokens.getLiveActivity).toDynamicValue((ctx) =>
    makeGetLiveActivity({ feed: resolve(ctx, liveActivityTokens.liveActivityFeed), clock: resolve(ctx, tokens.clock) }),
  );
  container.bind(liveActivityTokens.activityPusher).toDynamicValue((ctx) => {
    const feed = resolve(ctx, liveActivityTokens.liveActivityFeed);
    const streams = resolve(ctx, notificationsTokens.eventStreams);
    return new ActivityPusher({
      read: (query) => feed.fresh(query),
      events: resolve(ctx, notificationsTokens.memberEvents),
      clock: resolve(ctx, tokens.clock),
      listening: () => streams.size > 0,
      onFailure: (cause) => logger.warn({ err: cause }, "the live activity could not be read for the open streams"),
    });
  });
};
