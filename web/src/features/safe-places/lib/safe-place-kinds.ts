import type { MessageKey } from "@kominote/core/i18n/messages";
import type { SafePlaceCategory } from "@kominote/core/schemas/safe-places";
import { searchWithChoice } from "../../../lib/place-search";

/**
 * The categories in the order the filter lists them. A plain list (the type only from the schema),
 * so the route's check of ?category= on the first page needs no schema library; a unit test keeps
 * it equal to the schema's.
 */
export const safePlaceCategoryList = ["hospital", "police", "embassy", "shelter", "community", "religious"] as const satisfies readonly SafePlaceCategory[];

export const categoryLabel: Readonly<Record<SafePlaceCategory, MessageKey>> = {
  hospital: "safePlaces.category.hospital",
  police: "safePlaces.category.police",
  embassy: "safePlaces.category.embassy",
  shelter: "safePlaces.category.shelter",
  community: "safePlaces.category.community",
  religious: "safePlaces.category.religious",
};

/** SPEC 4: verified 'Verifye', pending 'K ap verifye', any other 'Pa verifye'. */
export const verificationLabel = (status: string): MessageKey =>
  status === "verified" ? "safePlaces.status.verified" : status === "pending" ? "safePlaces.status.pending" : "safePlaces.status.unverified";

/** The route's validateSearch: `?q=` and a known `?category=`. */
export const safePlaceSearch = searchWithChoice("category", safePlaceCategoryList);

/** The server's filter for what the address holds. */
export const safePlaceFilterOf = ({
  q,
  category,
}: {
  readonly q?: string | undefined;
  readonly category?: SafePlaceCategory | undefined;
}): { q?: string; category?: SafePlaceCategory } => ({
  ...(q === undefined ? {} : { q }),
  ...(category === undefined ? {} : { category }),
});
