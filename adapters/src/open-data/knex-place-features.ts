import type { OpenDataSource } from "@kominote/core/ports/open-data-source";
import type { OpenDataFeature } from "@kominote/core/schemas/open-data";
import type { Knex } from "knex";

interface FeatureRow {
  id: number;
  name: string;
  description: string | null;
  latitude: number | string;
  longitude: number | string;
  region: OpenDataFeature["region"];
  created_at: Date | string;
}

/** Approved places as open data, by id: the public list's rows, nothing of their authors. */
export class KnexPlaceFeatures implements OpenDataSource {
  readonly kind = "place" as const;

  constructor(private readonly db: Knex) {}

  async listFeatures(): Promise<readonly OpenDataFeature[]> {
    const rows = (await this.db("places")
      .where("status", "approved")
      .orderBy("id")
      .select("id", "name", "description", "latitude", "longitude", "region", "created_at")) as FeatureRow[];
    return rows.map((row) => ({
      kind: this.kind,
      id: row.id,
      name: row.name,
      description: row.description,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      region: row.region,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
