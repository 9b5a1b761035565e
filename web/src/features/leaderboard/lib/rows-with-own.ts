import type { LeaderboardEntry } from "@kominote/core/schemas/points";

export interface BoardRow {
  readonly entry: LeaderboardEntry;
  /** The signed-in member's own row, shown highlighted. */
  readonly own: boolean;
}

/**
 * A category's rows with the member's own row as it stands now, in place of the one the board
 * last listed (the board is rebuilt at most once a minute; the member's own row is read at once):
 * put after the rows with as much or more, so a member who just scored is on the board at once.
 * `own` undefined (not read yet) keeps the board's rows and highlights the member's among them;
 * null (no score now) leaves them out.
 */
export const rowsWithOwn = (
  listed: readonly LeaderboardEntry[],
  own: LeaderboardEntry | null | undefined,
  username: string | null,
): readonly BoardRow[] => {
  const isOwn = (entry: LeaderboardEntry): boolean => username !== null && entry.username === username;
  if (own === undefined) return listed.map((entry) => ({ entry, own: isOwn(entry) }));
  const others = listed.filter((entry) => !isOwn(entry)).map((entry) => ({ entry, own: false }));
  if (own === null) return others;
  const at = others.findIndex((row) => row.entry.score < own.score);
  const index = at === -1 ? others.length : at;
  return [...others.slice(0, index), { entry: own, own: true }, ...others.slice(index)];
};
