import type { WatchingCache } from "@kominote/adapters/cache/seeing-writes";
import type { InMemoryApprovedPlaces } from "@kominote/adapters/places/in-memory-approved-places";
import type { PlaceDirectory } from "@kominote/core/ports/place-directory";
import { makeGetPlace } from "@kominote/core/use-cases/get-place";
import { makeGetPlaceSummary } from "@kominote/core/use-cases/get-place-summary";
import { makeListMyPlaces } from "@kominote/core/use-cases/list-my-places";
import { makeListPlaces } from "@kominote/core/use-cases/list-places";
import { makeSubmitPlace } from "@kominote/core/use-cases/submit-place";
import { makeUpdatePlace } from "@kominote/core/use-cases/update-place";
import { token, useCaseTokens } from "../../tokens";

/** Members' places on the map. */
export const placesTokens = {
  /** The directory with its first pages kept in memory; a moderator's verdict reaches it through its `seeing`. */
  placeDirectory: token<PlaceDirectory & WatchingCache>("PlaceDirectory"),
  /** Every approved place in memory, under the directory above; told of verdicts and members leaving (decision 0037). */
  approvedPlaces: token<InMemoryApprovedPlaces>("ApprovedPlaces"),
  ...useCaseTokens({ makeListPlaces, makeGetPlaceSummary, makeGetPlace, makeListMyPlaces, makeSubmitPlace, makeUpdatePlace }),
} as const;
