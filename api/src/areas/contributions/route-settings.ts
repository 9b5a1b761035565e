import { mebibyte, type AreaRouteSettings } from "../../http/route-settings";

export const contributionsRouteSettings: AreaRouteSettings = {
  // Each request lands on a contributor's phone; the member is limited too (10 a day), this bounds an address.
  requestCall: { rateLimit: { max: 30, timeWindow: "1 hour" } },
  // One file of at most 10 MB per call, plus the form around it. Each is stored and pictures are
  // re-encoded; a contribution carries up to 11 files, and a community event may share one address.
  uploadFile: { bodyLimit: 11 * mebibyte, rateLimit: { max: 120, timeWindow: "15 minutes" } },
  // Each contribution is a write, pays points and resets the catalogue cache.
  contributeToTask: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  // A task's contributions include the reader's own and, for a moderator, the unreviewed ones.
  listTaskContributions: { readsMember: true },
};
