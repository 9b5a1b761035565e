import { FreshLeaderboard } from "@kominote/adapters/leaderboard/fresh-leaderboard";
import { KnexContentViews } from "@kominote/adapters/leaderboard/knex-content-views";
import { KnexLeaderboardTable } from "@kominote/adapters/leaderboard/knex-leaderboard-table";
import { KnexOwnBoardScores } from "@kominote/adapters/leaderboard/knex-own-board-scores";
import { RepeatingTask } from "@kominote/adapters/system/repeating-task";
import { leaderboardListed } from "@kominote/core/rules/leaderboard-standing";
import { makeGetLeaderboard } from "@kominote/core/use-cases/get-leaderboard";
import { makeGetOwnLeaderboardStanding } from "@kominote/core/use-cases/get-own-leaderboard-standing";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { leaderboardTokens } from "./tokens";
import { pointsTokens } from "../points/tokens";

/**
 * How fresh the leaderboard is (docs/decisions/0009-leaderboard-freshness.md): each process reads
 * the board table at most every `memoMs`; the server's timer looks every `checkEveryMs` and
 * rebuilds the board once it is more than `refreshEveryMs` old, if it was asked for and a table it
 * counts was written since. A new contribution or point shows within about a minute. A rebuild
 * aggregates whole tables (about 0.5 s of the server's thread on the embedded database with
 * 10,000 members), so it is kept to once a minute at most.
 */
const leaderboardFreshness = { memoMs: 2_000, refreshEveryMs: 60_000, checkEveryMs: 5_000 } as const;

/**
 * The leaderboard, and the views of ideas and forums it counts, which the ideas and forums reach
 * through `leaderboardTokens.contentViews`, and each member's own standing beside it. Needs the clock and the
 * points standings to be bound.
 */
export const bindLeaderboard = (container: Container, database: Database, logger: FastifyBaseLogger): void => {
  const reportFailure = (cause: unknown) => logger.warn({ err: cause }, "the leaderboard could not be rebuilt; the previous one is still served");
  container.bind(leaderboardTokens.contentViews).toDynamicValue(() => new KnexContentViews(database));
  container.bind(leaderboardTokens.leaderboard).toDynamicValue(
    (ctx) => new FreshLeaderboard(new KnexLeaderboardTable(database, leaderboardListed), resolve(ctx, tokens.clock), leaderboardFreshness, reportFailure),
  );
  container.bind(leaderboardTokens.leaderboardRebuilds).toDynamicValue((ctx) => {
    const leaderboard = resolve(ctx, leaderboardTokens.leaderboard);
    return new RepeatingTask(() => leaderboard.refreshIfDue(), leaderboardFreshness.checkEveryMs, reportFailure);
  });
  container.bind(leaderboardTokens.getLeaderboard).toDynamicValue((ctx) =>
    makeGetLeaderboard({ leaderboard: resolve(ctx, leaderboardTokens.leaderboard), clock: resolve(ctx, tokens.clock) }),
  );
  container.bind(leaderboardTokens.getOwnLeaderboardStanding).toDynamicValue((ctx) =>
    makeGetOwnLeaderboardStanding({
      leaderboard: resolve(ctx, leaderboardTokens.leaderboard),
      scores: new KnexOwnBoardScores(database),
      // The points bar's own reading (the same cache), so the two never show different ranks.
      standings: resolve(ctx, pointsTokens.pointsStandings),
      clock: resolve(ctx, tokens.clock),
      listedMax: leaderboardListed,
    }),
  );
};

/**
 * The server owns the timer that rebuilds the board: it starts with the app and stops as the app
 * begins to close, a rebuild under way let finish, before the database is closed after it.
 */
export const runLeaderboardRebuilds = (app: FastifyInstance, container: Container): void => {
  const rebuilds = resolve(container, leaderboardTokens.leaderboardRebuilds);
  app.addHook("onReady", async () => rebuilds.start());
  app.addHook("preClose", async () => rebuilds.stop());
};
