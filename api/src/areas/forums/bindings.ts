import { KnexForumRepository } from "@kominote/adapters/forums/knex-forum-repository";
import { makeCreateForum } from "@kominote/core/use-cases/create-forum";
import { makeCreateForumPost } from "@kominote/core/use-cases/create-forum-post";
import { makeGetForum } from "@kominote/core/use-cases/get-forum";
import { makeLikeForumPost } from "@kominote/core/use-cases/like-forum-post";
import { makeListForumPosts } from "@kominote/core/use-cases/list-forum-posts";
import { makeListServiceForums } from "@kominote/core/use-cases/list-service-forums";
import { makeListUserResponses } from "@kominote/core/use-cases/list-user-responses";
import { makePinForum } from "@kominote/core/use-cases/pin-forum";
import type { FastifyBaseLogger } from "fastify";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { forumsTokens } from "./tokens";
import { leaderboardTokens } from "../leaderboard/tokens";
import { pointsTokens } from "../points/tokens";
import { servicesTokens } from "../services/tokens";

/**
 * Forums and their posts and likes, and moderators pinning forums. Reports and hiding of forums and
 * posts are moderation's (api/src/areas/moderation/kinds.ts). Needs the catalogue, clock, points
 * ledger and content views bindings to be in place.
 */
export const bindForums = (container: Container, database: Database, logger: FastifyBaseLogger): void => {
  const forums = new KnexForumRepository(database);

  container.bind(forumsTokens.listServiceForums).toDynamicValue((ctx) =>
    makeListServiceForums({ services: resolve(ctx, servicesTokens.serviceRepository), forums }),
  );
  container.bind(forumsTokens.createForum).toDynamicValue((ctx) =>
    makeCreateForum({
      services: resolve(ctx, servicesTokens.serviceRepository),
      // A new forum moves the service's discussion count in the catalogue.
      forums: resolve(ctx, servicesTokens.catalog).seeing(forums, ["create"]),
      points: resolve(ctx, pointsTokens.pointsLedger),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(forumsTokens.getForum).toDynamicValue(() => makeGetForum({ forums }));
  container.bind(forumsTokens.listForumPosts).toDynamicValue((ctx) =>
    makeListForumPosts({
      forums,
      views: resolve(ctx, leaderboardTokens.contentViews),
      clock: resolve(ctx, tokens.clock),
      onViewFailure: (cause) => logger.error({ err: cause }, "a forum was read but the view could not be counted"),
    }),
  );
  container.bind(forumsTokens.createForumPost).toDynamicValue((ctx) =>
    makeCreateForumPost({
      forums,
      points: resolve(ctx, pointsTokens.pointsLedger),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(forumsTokens.likeForumPost).toDynamicValue((ctx) =>
    makeLikeForumPost({ forums, unitOfWork: resolve(ctx, tokens.transactions) }),
  );
  container.bind(forumsTokens.pinForum).toDynamicValue((ctx) => makePinForum({ forums, clock: resolve(ctx, tokens.clock), unitOfWork: resolve(ctx, tokens.transactions) }));
  container.bind(forumsTokens.listUserResponses).toDynamicValue(() => makeListUserResponses({ forums }));
};
