import type { Forum } from "@kominote/core/schemas/forums";
import { positiveId, useSearchParams } from "../../../lib/search-params";

export interface OpenForum {
  /** The forum open in the service's discussions tab, from the address (?forum=12), or null. */
  readonly forumId: number | null;
  /** Opens a forum: a new history entry, so the back button returns to the list. */
  readonly open: (forum: Forum) => void;
  readonly close: () => void;
}

/**
 * Which forum a service page shows is in its address (/services/sante?tab=discussions&forum=12):
 * a reload, a shared link or the back button brings the member to the same thread.
 */
export const useOpenForum = (): OpenForum => {
  const { search, update } = useSearchParams();
  return {
    forumId: positiveId(search.forum) ?? null,
    open: (forum) => update({ tab: "discussions", forum: forum.id }),
    close: () => update({ forum: undefined }),
  };
};
