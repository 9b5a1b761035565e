import { InMemoryPresenceStore } from "@kominote/adapters/live/in-memory-presence-store";
import { KnexLiveBroadcasts } from "@kominote/adapters/live/knex-live-broadcasts";
import { makeGetLiveMeetingStatus } from "@kominote/core/use-cases/get-live-meeting-status";
import { publishLiveMeetingStatus, type LiveMeetingDeps } from "@kominote/core/use-cases/live-meeting-steps";
import { makeReportLivePresence } from "@kominote/core/use-cases/report-live-presence";
import { makeStartLiveMeeting } from "@kominote/core/use-cases/start-live-meeting";
import { makeStopLiveMeeting } from "@kominote/core/use-cases/stop-live-meeting";
import type { FastifyBaseLogger } from "fastify";
import type { Container, ResolutionContext } from "inversify";
import type { AppConfig } from "../../config";
import { resolve, tokens, type Database } from "../../tokens";
import { notificationsTokens } from "../notifications/tokens";
import { ViewerCountPublisher } from "./status-publisher";
import { liveMeetingTokens } from "./tokens";

/**
 * The live meeting: broadcasts in the database, presence in this server's memory (a shared store
 * for several instances binds here instead), the status pushed through the member events port.
 */
export const bindLiveMeeting = (container: Container, config: AppConfig, database: Database, logger: FastifyBaseLogger): void => {
  container.bind(liveMeetingTokens.liveBroadcasts).toDynamicValue(() => new KnexLiveBroadcasts(database));
  container.bind(liveMeetingTokens.presenceStore).toConstantValue(new InMemoryPresenceStore());
  const depsOf = (ctx: ResolutionContext): LiveMeetingDeps => ({
    broadcasts: resolve(ctx, liveMeetingTokens.liveBroadcasts),
    presence: resolve(ctx, liveMeetingTokens.presenceStore),
    events: resolve(ctx, notificationsTokens.memberEvents),
    clock: resolve(ctx, tokens.clock),
    settings: { baseUrl: config.MEETING_BASE_URL, meetingId: config.MEETING_ID },
  });
  container.bind(liveMeetingTokens.viewerCountPublisher).toDynamicValue((ctx) => {
    const deps = depsOf(ctx);
    return new ViewerCountPublisher(
      () => publishLiveMeetingStatus(deps),
      () => deps.presence.count(deps.clock.now()),
      (cause) => logger.warn({ err: cause }, "the live meeting's viewer count could not be pushed"),
    );
  });
  container.bind(liveMeetingTokens.getLiveMeetingStatus).toDynamicValue((ctx) => makeGetLiveMeetingStatus(depsOf(ctx)));
  container.bind(liveMeetingTokens.startLiveMeeting).toDynamicValue((ctx) => makeStartLiveMeeting(depsOf(ctx)));
  container.bind(liveMeetingTokens.stopLiveMeeting).toDynamicValue((ctx) => makeStopLiveMeeting(depsOf(ctx)));
  container.bind(liveMeetingTokens.reportLivePresence).toDynamicValue((ctx) => {
    const publisher = resolve(ctx, liveMeetingTokens.viewerCountPublisher);
    return makeReportLivePresence({ ...depsOf(ctx), countChanged: () => publisher.changed() });
  });
};
