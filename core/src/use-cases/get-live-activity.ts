import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { Clock } from "../ports/clock";
import type { LiveActivityFeed } from "../ports/live-activity-feed";
import { liveActivityFor, liveActivityLimit, liveActivityWindowMinutes } from "../rules/live-activity-view";
import type { LiveActivity } from "../schemas/live";

/** The activity bar's content: real recent actions, names only for members. Anyone may read it. */
export const makeGetLiveActivity =
  ({ feed, clock }: { feed: LiveActivityFeed; clock: Clock }) =>
  ({ signedIn, language }: { readonly signedIn: boolean; readonly language: Language }): Effect.Effect<LiveActivity, DomainError> =>
    Effect.promise(() => feed.recent({ now: clock.now(), limit: liveActivityLimit, windowMinutes: liveActivityWindowMinutes })).pipe(
      Effect.map((activity) => liveActivityFor(activity, language, signedIn)),
    );

export type GetLiveActivity = ReturnType<typeof makeGetLiveActivity>;
