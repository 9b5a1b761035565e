import type { AreaRouteSettings } from "../../http/route-settings";

export const liveMeetingRouteSettings: AreaRouteSettings = {
  // A tab beats every 10 s (60 in 10 minutes); a family or a classroom may share one address.
  reportLivePresence: { bodyLimit: 1024, rateLimit: { max: 600, timeWindow: "10 minutes" } },
  // Each change is audited and wakes every open stream.
  startLiveMeeting: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  stopLiveMeeting: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  // Members see the authors' names, visitors none: the answer depends on the session.
  listLiveComments: { readsMember: true },
  // A short line at a time, each pushed to every open page: a few a minute per member is a
  // conversation, more is a flood (decision 0032).
  postLiveComment: { bodyLimit: 4096, rateLimit: { max: 6, timeWindow: "1 minute", per: "member" } },
};
