import type { ReviewSource, ReviewVerdictInput, ReviewVerdictOutcome } from "@kominote/core/ports/moderation/review-source";
import type { ReviewItem } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";
import { fieldsOf, instant, selectReported, type ReportedPlaceTable, type ReportedRow } from "../reported-places/knex-reported-places";
import { decidePendingRow } from "./decide-pending-row";

/**
 * A kind of reported place (safe places, connection points) as a review source: the queue reads
 * the (status, created_at) index; a verdict sets the review that the place's verification shows.
 */
export class KnexReportedPlaceReviewSource<Fields> implements ReviewSource {
  constructor(
    private readonly db: Knex,
    private readonly spec: ReportedPlaceTable<Fields>,
  ) {}

  async listPending({ limit }: { limit: number }): Promise<ReviewItem[]> {
    const rows: ReportedRow[] = await selectReported(this.db, this.spec.table)
      .where("p.status", "pending")
      .orderBy([{ column: "p.created_at" }, { column: "p.id" }])
      .limit(limit);
    return rows.map((row) => {
      const fields = fieldsOf(this.spec, row);
      return {
        kind: this.spec.reviewKind,
        id: row.id,
        title: row.name,
        description: this.spec
          .reviewNotes(fields)
          .filter((note) => note !== null && note !== "")
          .join("\n"),
        photoUrl: null,
        latitude: row.latitude,
        longitude: row.longitude,
        serviceName: null,
        submittedBy: { id: row.reported_by, fullName: row.reporter_name },
        submittedAt: instant(row.created_at),
      };
    });
  }

  decide(input: ReviewVerdictInput): Promise<ReviewVerdictOutcome> {
    return decidePendingRow(this.db, { table: this.spec.table, authorColumn: "reported_by", kind: this.spec.reviewKind }, input);
  }
}
