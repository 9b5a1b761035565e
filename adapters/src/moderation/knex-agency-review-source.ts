import type { ReviewSource, ReviewVerdictInput, ReviewVerdictOutcome } from "@kominote/core/ports/moderation/review-source";
import type { ReviewItem } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";
import { selectAgencies, toAgency, type AgencyRow } from "../agencies/agency-rows";
import { appendAuditEntry } from "./knex-audit-log";

/**
 * Members' agencies as a review source: the queue reads the (status, created_at) index. The seeded
 * agencies are approved from the start and never wait here.
 */
export class KnexAgencyReviewSource implements ReviewSource {
  constructor(private readonly db: Knex) {}

  async listPending({ limit }: { limit: number }): Promise<ReviewItem[]> {
    const rows: AgencyRow[] = await selectAgencies(this.db)
      .where("a.status", "pending")
      .whereNotNull("a.submitted_by")
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

  decide({ id, verdict, reviewerId, reason, at }: ReviewVerdictInput): Promise<ReviewVerdictOutcome> {
    return this.db.transaction(async (trx) => {
      // Only a pending row changes: of two moderators deciding at once, the second updates nothing.
      const [decided] = (await trx("government_agencies")
        .where({ id, status: "pending" })
        .whereNotNull("submitted_by")
        .update({ status: verdict, reviewed_at: at, reviewed_by: reviewerId, rejection_reason: reason })
        .returning("submitted_by")) as { submitted_by: number }[];
      if (decided === undefined) {
        const exists = await trx("government_agencies").where({ id }).first("id");
        return { outcome: exists === undefined ? "notFound" : "notPending" } as const;
      }
      await appendAuditEntry(trx, {
        actorId: reviewerId,
        action: verdict === "approved" ? "approve" : "reject",
        subjectKind: "agency",
        subjectId: id,
        reason,
        at,
      });
      return { outcome: "decided", authorId: decided.submitted_by } as const;
    });
  }
}
