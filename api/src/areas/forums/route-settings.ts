import type { AreaRouteSettings } from "../../http/route-settings";

export const forumsRouteSettings: AreaRouteSettings = {
  // Each forum is a write that pays points and resets the catalogue cache.
  createForum: { rateLimit: { max: 20, timeWindow: "10 minutes" } },
  // Each post is a write that pays points (the ledger caps them at 20 a day); a meeting may post from one address.
  createForumPost: { rateLimit: { max: 120, timeWindow: "10 minutes" } },
  // Each like is a write; one member likes once per post, a room sharing an address likes many.
  likeForumPost: { rateLimit: { max: 300, timeWindow: "10 minutes" } },
};
