import { Effect } from "effect";
import type { Clock } from "../ports/clock";
import type { PlaceDirectory } from "../ports/place-directory";
import type { LocationSummary } from "../schemas/locations";

/** "Added this week" on the map: the last seven days, not the calendar week. */
export const placeWeekMs = 7 * 24 * 60 * 60 * 1000;

/** The /map statistic cards, over approved places, the same for every reader. */
export const makeGetPlaceSummary =
  ({ places, clock }: { places: PlaceDirectory; clock: Clock }) =>
  (): Effect.Effect<LocationSummary> =>
    Effect.promise(() => places.summary(new Date(clock.now().getTime() - placeWeekMs)));
