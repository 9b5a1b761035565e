import type { SafePlaceStore } from "@kominote/core/ports/safe-places";
import { makeListSafePlaces } from "@kominote/core/use-cases/list-safe-places";
import { makeSubmitSafePlace } from "@kominote/core/use-cases/submit-safe-place";
import { makeUpdateSafePlace } from "@kominote/core/use-cases/update-safe-place";
import { token, useCaseTokens } from "../../tokens";

/** The safe places members report. */
export const safePlacesTokens = {
  safePlaceStore: token<SafePlaceStore>("SafePlaceStore"),
  ...useCaseTokens({ makeListSafePlaces, makeSubmitSafePlace, makeUpdateSafePlace }),
} as const;
