import type { AccountEraser } from "@kominote/core/ports/account-eraser";
import type { ReviewSource } from "@kominote/core/ports/moderation/review-source";
import type { PlaceChange } from "./place-changes";

/** What keeps the approved places in memory: told of each change made around it. */
export interface PlaceChangeSink {
  changed(change: PlaceChange): void;
}

/** The places' review source, telling `places` of each verdict (an approval adds a place, a refusal keeps it off). */
export const verdictsSeenBy = (source: ReviewSource, places: PlaceChangeSink): ReviewSource => ({
  listPending: (options) => source.listPending(options),
  decide: async (input) => {
    const outcome = await source.decide(input);
    if (outcome.outcome === "decided") places.changed({ placeId: input.id });
    return outcome;
  },
});

/** The account eraser, telling `places` of a member leaving: their places stay, without their name and photos. */
export const erasuresSeenBy = (eraser: AccountEraser, places: PlaceChangeSink): AccountEraser => ({
  erase: async (userId, at) => {
    const erased = await eraser.erase(userId, at);
    if (erased !== null) places.changed({ authorId: userId });
    return erased;
  },
});
