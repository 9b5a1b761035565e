import type { SafePlaceCategory } from "../schemas/safe-places";
import type { ReportedPlaces } from "./reported-places";

/** A safe place's own fields, as stored. */
export interface SafePlaceFields {
  readonly name: string;
  readonly description: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly address: string;
  readonly category: SafePlaceCategory;
  readonly safetyRating: number;
  readonly tags: readonly string[];
}

/** The safe places members report, listed by category (decision 0024). */
export type SafePlaceStore = ReportedPlaces<SafePlaceFields, SafePlaceCategory>;
