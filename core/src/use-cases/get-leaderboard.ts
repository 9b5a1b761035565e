import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Clock } from "../ports/clock";
import type { LeaderboardReader } from "../ports/leaderboard";
import { weekStartsIn } from "../rules/zoned-periods";
import { leaderboardCategories, type Leaderboard, type LeaderboardEntry } from "../schemas/points";

const withoutIdentity = (entry: LeaderboardEntry): LeaderboardEntry => ({
  ...entry,
  fullName: null,
  username: null,
  profilePhoto: null,
});

const anonymous = (board: Leaderboard): Leaderboard =>
  Object.fromEntries(leaderboardCategories.map((category) => [category, board[category].map(withoutIdentity)])) as Leaderboard;

/**
 * The leaderboard, weekly figures counted from Monday 00:00 in Haiti. Visitors get the same ranks,
 * scores and activity with every name, member number and photo withheld: the blurred names they see
 * are placeholders, never members' names. The reader hands out one board object until it is
 * rebuilt, so its anonymous copy is made once per board, not once per request.
 */
export const makeGetLeaderboard = ({ leaderboard, clock }: { leaderboard: LeaderboardReader; clock: Clock }) => {
  const weekStart = weekStartsIn();
  const anonymousCopies = new WeakMap<Leaderboard, Leaderboard>();
  const anonymousOf = (board: Leaderboard): Leaderboard => {
    let copy = anonymousCopies.get(board);
    if (copy === undefined) {
      copy = anonymous(board);
      anonymousCopies.set(board, copy);
    }
    return copy;
  };
  return ({ signedIn }: { readonly signedIn: boolean }): Effect.Effect<Leaderboard, DomainError> =>
    Effect.promise(async () => {
      const board = await leaderboard.boardFor(weekStart(clock.now()));
      return signedIn ? board : anonymousOf(board);
    });
};
