import { FreshLeaderboard } from "@kominote/adapters/leaderboard/fresh-leaderboard";
import { KnexContentViews } from "@kominote/adapters/leaderboard/knex-content-views";
import { KnexLeaderboardTable } from "@kominote/adapters/leaderboard/knex-leaderboard-table";
import { makeGetLeaderboard } from "@kominote/core/use-cases/get-leaderboard";
import type { FastifyBaseLogger } from "fastify";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "./tokens";

/** Members listed per category. */
const leaderboardSize = 50;

/**
 * How fresh the leaderboard is (docs/decisions/0009-leaderboard-freshness.md): each process reads
 * the board table at most every `memoMs`, and the board is rebuilt at most every `refreshEveryMs`,
 * so a new contribution or point shows within about a minute. A rebuild aggregates whole tables
 * (about 0.5 s on the embedded database with 10,000 members), so it is kept at most once a minute.
 */
const leaderboardFreshness = { memoMs: 2_000, refreshEveryMs: 60_000 } as const;

/**
 * The leaderboard, and the views of ideas and forums it counts, which the ideas and forums reach
 * through `tokens.contentViews`. Needs the clock to be bound.
 */
export const bindLeaderboard = (container: Container, database: Database, logger: FastifyBaseLogger): void => {
  container.bind(tokens.contentViews).toDynamicValue(() => new KnexContentViews(database));
  container.bind(tokens.leaderboard).toDynamicValue(
    (ctx) =>
      new FreshLeaderboard(new KnexLeaderboardTable(database, leaderboardSize), resolve(ctx, tokens.clock), leaderboardFreshness, (cause) =>
        logger.warn({ err: cause }, "the leaderboard could not be rebuilt; the previous one is still served"),
      ),
  );
  container.bind(tokens.getLeaderboard).toDynamicValue((ctx) =>
    makeGetLeaderboard({ leaderboard: resolve(ctx, tokens.leaderboard), clock: resolve(ctx, tokens.clock) }),
  );
};
