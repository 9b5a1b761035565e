import type { Forum, ForumResponse } from "@kominote/core/schemas/forums";

/**
 * A forum's title from lists already read on this page (a service's forums, the member's
 * responses): the posts call does not repeat it. null when none of them names the forum.
 */
export const findForumTitle = (
  forumId: number,
  forumLists: readonly (readonly Forum[] | undefined)[],
  responseLists: readonly (readonly ForumResponse[] | undefined)[],
): string | null =>
  forumLists.flatMap((forums) => forums ?? []).find((forum) => forum.id === forumId)?.title ??
  responseLists.flatMap((responses) => responses ?? []).find((response) => response.forum.id === forumId)?.forum.name ??
  null;
