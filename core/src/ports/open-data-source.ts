import type { OpenDataFeature, OpenDataKind } from "../schemas/open-data";

/**
 * One kind of published, located record the open-data exports hold (places today; safe places
 * and connection points each add a source). Only what the public lists show: approved records
 * with coordinates.
 */
export interface OpenDataSource {
  readonly kind: OpenDataKind;
  /** Every exportable record of the kind, by id. */
  listFeatures(): Promise<readonly OpenDataFeature[]>;
}
