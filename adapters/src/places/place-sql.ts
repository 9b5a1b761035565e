import type { StoredPlace } from "@kominote/core/ports/place-directory";
import type { Coordinates } from "@kominote/core/rules/geo";
import type { Location } from "@kominote/core/schemas/locations";
import type { Knex } from "knex";

/** A row of `places` with its author's name, as the directory and its review read it. */
export interface PlaceRow {
  id: number;
  author_id: number;
  author_name: string | null;
  name: string;
  description: string | null;
  photo_url: string | null;
  latitude: number | string;
  longitude: number | string;
  region: Location["region"];
  status: Location["status"];
  rejection_reason: string | null;
  created_at: Date | string;
}

/** The place columns and the author's name, as the agencies read their submitter's. */
export const selectPlaces = (db: Knex) =>
  db("places as p")
    .join("users as u", "u.id", "p.author_id")
    .select(
      "p.id",
      "p.author_id",
      "u.full_name as author_name",
      "p.name",
      "p.description",
      "p.photo_url",
      "p.latitude",
      "p.longitude",
      "p.region",
      "p.status",
      "p.rejection_reason",
      "p.created_at",
    );

export const toStoredPlace = (row: PlaceRow): StoredPlace => ({
  id: row.id,
  authorId: row.author_id,
  authorName: row.author_name,
  name: row.name,
  description: row.description,
  photoUrl: row.photo_url,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  region: row.region,
  approved: row.status === "approved",
  status: row.status,
  rejectionReason: row.rejection_reason,
  createdAt: new Date(row.created_at).toISOString(),
});

export const toLocation = (row: PlaceRow): Location => {
  const { authorId: _authorId, ...location } = toStoredPlace(row);
  return location;
};

/**
 * core's distanceOrderKey in SQL: the haversine term, which grows with the distance. Bindings:
 * the reader's latitude twice, then longitude.
 */
export const distanceKeySql =
  "power(sin(radians(p.latitude - ?) / 2), 2) + cos(radians(?)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ?) / 2), 2)";

export const distanceKeyBindings = ({ latitude, longitude }: Coordinates): number[] => [latitude, latitude, longitude];
