import type { ReviewSource, ReviewVerdictInput, ReviewVerdictOutcome } from "@kominote/core/ports/moderation/review-source";
import type { ReviewItem } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";
import { selectPlaces, toStoredPlace, type PlaceRow } from "../places/place-sql";
import { decidePendingRow } from "./decide-pending-row";

/**
 * Members' places as a review source: the queue reads the (status, created_at, id) index, oldest
 * first. A moderator sees what the map would show: name, description, photo and position.
 */
export class KnexLocationReviewSource implements ReviewSource {
  constructor(private readonly db: Knex) {}

  async listPending({ limit }: { limit: number }): Promise<ReviewItem[]> {
    const rows = (await selectPlaces(this.db)
      .where("p.status", "pending")
      .orderBy([{ column: "p.created_at" }, { column: "p.id" }])
      .limit(limit)) as PlaceRow[];
    return rows.map((row) => {
      const place = toStoredPlace(row);
      return {
        kind: "location",
        id: place.id,
        title: place.name,
        description: place.description ?? "",
        photoUrl: place.photoUrl,
        latitude: place.latitude,
        longitude: place.longitude,
        serviceName: null,
        submittedBy: { id: place.authorId, fullName: place.authorName ?? "" },
        submittedAt: place.createdAt,
      };
    });
  }

  decide(input: ReviewVerdictInput): Promise<ReviewVerdictOutcome> {
    return decidePendingRow(this.db, { table: "places", authorColumn: "author_id", kind: "location" }, input);
  }
}
