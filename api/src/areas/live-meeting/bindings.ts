import { KnexLiveBroadcasts } from "@kominote/adapters/live/knex-live-broadcasts";
import { KnexLiveComments } from "@kominote/adapters/live/knex-live-comments";
import { SharedPresenceStore } from "@kominote/adapters/live/shared-presence-store";
import { makeGetLiveMeetingStatus } from "@kominote/core/use-cases/get-live-meeting-status";
import { makeListLiveComments } from "@kominote/core/use-cases/list-live-comments";
import { makePostLiveComment } from "@kominote/core/use-cases/post-live-comment";
import { publishLiveMeetingStatus, type LiveMeetingDeps } from "@kominote/core/use-cases/live-meeting-steps";
import { makeReportLivePresence } from "@kominote/core/use-cases/report-live-presence";
import { makeStartLiveMeeting } from "@kominote/core/use-cases/start-live-meeting";
import { makeStopLiveMeeting } from "@kominote/core/use-cases/stop-live-meeting";
import type { FastifyBaseLogger } from "fastify";
import type { Container, ResolutionContext } from "inversify";
import type { AppConfig } from "../../config";
import { resolve, tokens, type Database } from "../../tokens";
import { instancesTokens } from "../instances/tokens";
import { notificationsTokens } from "../notifications/tokens";
import { ViewerCountPublisher } from "./status-publisher";
import { liveMeetingTokens } from "./tokens";

/**
 * The live meeting: broadcasts in the database, viewers in the installation's shared presence (so
 * every instance counts the same tabs), the status pushed through the member events port.
 */
export const bindLiveMeeting = (container: Container, config: AppConfig, database: Database, logger: FastifyBaseLogger): void => {
  container.bind(liveMeetingTokens.liveBroadcasts).toDynamicValue(() => new KnexLiveBroadcasts(database));
  container.bind(liveMeetingTokens.presenceStore).toDynamicValue((ctx) => new SharedPresenceStore(resolve(ctx, instancesTokens.sharedPresence)));
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
  container.bind(liveMeetingTokens.liveComments).toDynamicValue(() => new KnexLiveComments(database));
  const commentsOf = (ctx: ResolutionContext) => ({ ...depsOf(ctx), comments: resolve(ctx, liveMeetingTokens.liveComments) });
  container.bind(liveMeetingTokens.listLiveComments).toDynamicValue((ctx) => makeListLiveComments(commentsOf(ctx)));
  container.bind(liveMeetingTokens.postLiveComment).toDynamicValue((ctx) => makePostLiveComment(commentsOf(ctx)));
};
