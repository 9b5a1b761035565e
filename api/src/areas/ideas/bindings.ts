import { CachedIdeaRepository } from "@kominote/adapters/ideas/cached-idea-repository";
import { KnexIdeaRepository } from "@kominote/adapters/ideas/knex-idea-repository";
import { makeCreateIdea } from "@kominote/core/use-cases/create-idea";
import { makeGetIdeaSummary } from "@kominote/core/use-cases/get-idea-summary";
import { makeListIdeas } from "@kominote/core/use-cases/list-ideas";
import { makeVoteForIdea } from "@kominote/core/use-cases/vote-for-idea";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { ideasTokens } from "./tokens";
import { pointsTokens } from "../points/tokens";
import { servicesTokens } from "../services/tokens";

/**
 * How long idea pages, the summary and a member's votes are served from memory, as long as the
 * catalogue's (each refresh is a query that holds the embedded database, in the server's process).
 * Shares and votes through this server show at once, and so does an idea a moderator hides (the
 * hiding goes through the cache's `seeing`); a change made around the server shows within this time.
 */
const ideaCacheMs = 5_000;

/**
 * Sharing ideas, voting for them and the idea lists. Needs the clock, the catalogue and the
 * points ledger bindings to be in place.
 */
export const bindIdeas = (container: Container, database: Database): void => {
  const transactions = resolve(container, tokens.transactions);
  container
    .bind(ideasTokens.ideaRepository)
    .toDynamicValue(
      (ctx) =>
        new CachedIdeaRepository(new KnexIdeaRepository(database), resolve(ctx, tokens.clock), ideaCacheMs, (forget) =>
          transactions.afterCommit(forget),
        ),
    );

  container.bind(ideasTokens.listIdeas).toDynamicValue((ctx) =>
    makeListIdeas({ ideas: resolve(ctx, ideasTokens.ideaRepository), services: resolve(ctx, servicesTokens.serviceRepository) }),
  );
  container.bind(ideasTokens.createIdea).toDynamicValue((ctx) =>
    makeCreateIdea({
      ideas: resolve(ctx, ideasTokens.ideaRepository),
      services: resolve(ctx, servicesTokens.serviceRepository),
      points: resolve(ctx, pointsTokens.pointsLedger),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(ideasTokens.voteForIdea).toDynamicValue((ctx) =>
    makeVoteForIdea({
      ideas: resolve(ctx, ideasTokens.ideaRepository),
      points: resolve(ctx, pointsTokens.pointsLedger),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(ideasTokens.getIdeaSummary).toDynamicValue((ctx) => makeGetIdeaSummary({ ideas: resolve(ctx, ideasTokens.ideaRepository) }));
};
