import type { OpenDataFeature, OpenDataKind } from "../schemas/open-data";

/**
 * One kind of published, located record the open-data exports hold (places, safe places and
 * connection points, one source each). Only what the public lists show: approved records
 * with coordinates.
 */
export interface OpenDataSource {
  readonly kind: OpenDataKind;
  /** Every exportable record of the kind, by id. */
  listFeatures(): Promise<readonly OpenDataFeature[]>;
}
