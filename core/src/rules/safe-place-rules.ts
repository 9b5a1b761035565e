import type { ReportedRecord } from "../ports/reported-places";
import type { SafePlaceFields } from "../ports/safe-places";
import type { SafePlace } from "../schemas/safe-places";
import { placeBasicsOf, reportedFieldsFor, type PlaceReader } from "./reported-place-view";

/** Every field of a safe place was checked by the moderator who verified it: any change goes back to review. */
export const reviewedSafePlaceFields: readonly (keyof SafePlaceFields)[] = [
  "name",
  "description",
  "latitude",
  "longitude",
  "address",
  "category",
  "safetyRating",
  "tags",
];

/** A stored safe place as its reader sees it. */
export const toSafePlace = (place: SafePlaceFields & ReportedRecord, reader: PlaceReader): SafePlace => ({
  ...reportedFieldsFor(place, reader),
  ...placeBasicsOf(place),
  category: place.category,
  safetyRating: place.safetyRating,
  tags: [...place.tags],
  lastUpdated: place.updatedAt,
});
