import { KnexContentReports } from "@kominote/adapters/moderation/knex-content-reports";
import { KnexForumRepository } from "@kominote/adapters/forums/knex-forum-repository";
import { KnexHideableContent } from "@kominote/adapters/moderation/knex-hideable-content";
import type { HideableSources } from "@kominote/core/ports/moderation/content-moderation";
import { makeCreateForum } from "@kominote/core/use-cases/create-forum";
import { makeCreateForumPost } from "@kominote/core/use-cases/create-forum-post";
import { makeDismissReports } from "@kominote/core/use-cases/dismiss-reports";
import { makeGetForum } from "@kominote/core/use-cases/get-forum";
import { makeHideContent } from "@kominote/core/use-cases/hide-content";
import { makeLikeForumPost } from "@kominote/core/use-cases/like-forum-post";
import { makeListContentReports } from "@kominote/core/use-cases/list-content-reports";
import { makeListForumPosts } from "@kominote/core/use-cases/list-forum-posts";
import { makeListServiceForums } from "@kominote/core/use-cases/list-service-forums";
import { makeListUserResponses } from "@kominote/core/use-cases/list-user-responses";
import { makePinForum } from "@kominote/core/use-cases/pin-forum";
import { makeReportContent } from "@kominote/core/use-cases/report-content";
import type { FastifyBaseLogger } from "fastify";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "./tokens";

/**
 * Forums and their posts and likes, members' reports of what others wrote, and moderators pinning
 * forums, hiding what breaks the rules or dismissing the reports. Needs the catalogue, clock,
 * notifier, points ledger and content views bindings to be in place.
 */
export const bindForums = (container: Container, database: Database, logger: FastifyBaseLogger): void => {
  const forums = new KnexForumRepository(database);
  const reports = new KnexContentReports(database);
  // What is hidden leaves the cached lists at once: an idea the idea pages, a forum the catalogue's discussion counts.
  container.bind(tokens.hideables).toDynamicValue(
    (ctx) =>
      ({
        idea: resolve(ctx, tokens.ideaRepository).seeing(new KnexHideableContent(database, "idea"), ["hide"]),
        forum: resolve(ctx, tokens.catalog).seeing(new KnexHideableContent(database, "forum"), ["hide"]),
        forumPost: new KnexHideableContent(database, "forumPost"),
      }) satisfies HideableSources,
  );

  container.bind(tokens.listServiceForums).toDynamicValue((ctx) =>
    makeListServiceForums({ services: resolve(ctx, tokens.serviceRepository), forums }),
  );
  container.bind(tokens.createForum).toDynamicValue((ctx) =>
    makeCreateForum({
      services: resolve(ctx, tokens.serviceRepository),
      // A new forum moves the service's discussion count in the catalogue.
      forums: resolve(ctx, tokens.catalog).seeing(forums, ["create"]),
      points: resolve(ctx, tokens.pointsLedger),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(tokens.getForum).toDynamicValue(() => makeGetForum({ forums }));
  container.bind(tokens.listForumPosts).toDynamicValue((ctx) =>
    makeListForumPosts({
      forums,
      views: resolve(ctx, tokens.contentViews),
      clock: resolve(ctx, tokens.clock),
      onViewFailure: (cause) => logger.error({ err: cause }, "a forum was read but the view could not be counted"),
    }),
  );
  container.bind(tokens.createForumPost).toDynamicValue((ctx) =>
    makeCreateForumPost({
      forums,
      points: resolve(ctx, tokens.pointsLedger),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(tokens.likeForumPost).toDynamicValue((ctx) =>
    makeLikeForumPost({ forums, unitOfWork: resolve(ctx, tokens.transactions) }),
  );
  container.bind(tokens.pinForum).toDynamicValue((ctx) => makePinForum({ forums, clock: resolve(ctx, tokens.clock), unitOfWork: resolve(ctx, tokens.transactions) }));
  container.bind(tokens.listUserResponses).toDynamicValue(() => makeListUserResponses({ forums }));
  container.bind(tokens.reportContent).toDynamicValue((ctx) => makeReportContent({ reports, clock: resolve(ctx, tokens.clock) }));
  container.bind(tokens.listContentReports).toDynamicValue(() => makeListContentReports({ reports }));
  container.bind(tokens.dismissReports).toDynamicValue((ctx) => makeDismissReports({ reports, clock: resolve(ctx, tokens.clock), unitOfWork: resolve(ctx, tokens.transactions) }));
  container.bind(tokens.hideContent).toDynamicValue((ctx) =>
    makeHideContent({
      hideables: resolve(ctx, tokens.hideables),
      notifier: resolve(ctx, tokens.notifier),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
};
