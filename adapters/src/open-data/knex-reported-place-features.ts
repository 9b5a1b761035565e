import type { OpenDataSource } from "@kominote/core/ports/open-data-source";
import { regionOf } from "@kominote/core/rules/place-region";
import type { OpenDataFeature, OpenDataKind } from "@kominote/core/schemas/open-data";
import type { Knex } from "knex";

interface FeatureRow {
  id: number;
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  created_at: Date | string;
}

/**
 * A kind of reported place (safe places, connection points) as open data, by id: the approved
 * ones, narrowed by `published` (a connection point only while it works), nothing of their
 * reporters. The region is computed from the coordinates, as the places' is.
 */
export class KnexReportedPlaceFeatures implements OpenDataSource {
  constructor(
    private readonly db: Knex,
    readonly kind: OpenDataKind,
    private readonly table: string,
    private readonly published: Readonly<Record<string, string | boolean>> = {},
  ) {}

  async listFeatures(): Promise<readonly OpenDataFeature[]> {
    const rows = (await this.db(this.table)
      .where({ ...this.published, status: "approved" })
      .orderBy("id")
      .select("id", "name", "description", "latitude", "longitude", "created_at")) as FeatureRow[];
    return rows.map((row) => ({
      kind: this.kind,
      id: row.id,
      name: row.name,
      description: row.description,
      latitude: row.latitude,
      longitude: row.longitude,
      region: regionOf(row),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
