import type { Forum } from "@kominote/core/schemas/forums";

/** Pinned forums first, each group in the order the server gave (its newest-first order is kept). */
export const pinnedFirst = (forums: readonly Forum[]): readonly Forum[] => [
  ...forums.filter((forum) => forum.isPinned),
  ...forums.filter((forum) => !forum.isPinned),
];
