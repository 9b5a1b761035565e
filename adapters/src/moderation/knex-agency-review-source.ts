import type { ReviewSource, ReviewVerdictInput, ReviewVerdictOutcome } from "@kominote/core/ports/moderation/review-source";
import type { ReviewItem } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";
import { selectAgencies, toAgency, type AgencyRow } from "../agencies/agency-rows";
import { decidePendingRow } from "./decide-pending-row";

/**
 * Members' agencies as a review source: the queue reads the (status, created_at) index. The seeded
 * agencies are approved from the start and never wait here.
 */
export class KnexAgencyReviewSource implements ReviewSource {
  constructor(private readonly db: Knex) {}

  async listPending({ limit }: { limit: number }): Promise<ReviewItem[]> {
    const rows: AgencyRow[] = await selectAgencies(this.db)
      .where("a.status", "pending")
      .orderBy([{ column: "a.created_at" }, { column: "a.id" }])
      .limit(limit);
    return rows.map((row) => {
      const agency = toAgency(row);
      return {
        kind: "agency",
        id: agency.id,
        title: agency.name,
        // What a moderator checks: what it does, where it is, how to reach it, what it offers.
        description: [agency.description, `${agency.address}, ${agency.department}`, agency.phone, agency.email, agency.website, agency.services.join(", ")]
          .filter((part) => part !== null && part !== "")
          .join("\n"),
        photoUrl: null,
        latitude: null,
        longitude: null,
        serviceName: null,
        submittedBy: { id: row.submitted_by ?? 0, fullName: agency.submittedBy ?? "" },
        submittedAt: agency.createdAt,
      };
    });
  }

  /** Every pending agency has its submitter: the table's check allows none only for the seeded ones, approved from the start. */
  decide(input: ReviewVerdictInput): Promise<ReviewVerdictOutcome> {
    return decidePendingRow(this.db, { table: "government_agencies", authorColumn: "submitted_by", kind: "agency" }, input);
  }
}
