import type { ContentViews } from "@kominote/core/ports/content-views";
import type { LeaderboardReader } from "@kominote/core/ports/leaderboard";
import { makeGetLeaderboard } from "@kominote/core/use-cases/get-leaderboard";
import { makeGetOwnLeaderboardStanding } from "@kominote/core/use-cases/get-own-leaderboard-standing";
import { token, useCaseTokens } from "../../tokens";

/** The leaderboard and the content views it counts. */
export const leaderboardTokens = {
  contentViews: token<ContentViews>("ContentViews"),
  /** The board as readers get it; the server's timer asks it to rebuild when due. */
  leaderboard: token<LeaderboardReader & { refreshIfDue(): Promise<void> }>("Leaderboard"),
  leaderboardRebuilds: token<{ readonly started: boolean; start(): void; stop(): Promise<void> }>("LeaderboardRebuilds"),
  ...useCaseTokens({ makeGetLeaderboard, makeGetOwnLeaderboardStanding }),
} as const;
