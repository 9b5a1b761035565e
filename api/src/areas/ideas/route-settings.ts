import type { AreaRouteSettings } from "../../http/route-settings";

export const ideasRouteSettings: AreaRouteSettings = {
  // The lists name authors and say what the member voted for: they read the session when there is one.
  listIdeas: { readsMember: true },
  listServiceIdeas: { readsMember: true },
  // Each idea is a write that pays points; a community event may share one address.
  createIdea: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  // Each vote is a write that pays two members; a room voting through the list shares one address.
  voteIdea: { rateLimit: { max: 300, timeWindow: "10 minutes" } },
};
