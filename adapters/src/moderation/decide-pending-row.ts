import type { ReviewVerdictInput, ReviewVerdictOutcome } from "@kominote/core/ports/moderation/review-source";
import type { ReviewKind } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";
import { appendAuditEntry } from "./knex-audit-log";

/** Where a reviewable kind keeps its submissions: the table, the author's column, its audit kind. */
export interface ReviewedTable {
  readonly table: string;
  readonly authorColumn: string;
  readonly kind: ReviewKind;
}

/**
 * A verdict on one row of a reviewable kind's table, with its audit entry, in one transaction.
 * Only a pending row changes: of two moderators deciding at once, the second updates nothing.
 */
export const decidePendingRow = (
  db: Knex,
  { table, authorColumn, kind }: ReviewedTable,
  { id, verdict, reviewerId, reason, at }: ReviewVerdictInput,
): Promise<ReviewVerdictOutcome> =>
  db.transaction(async (trx) => {
    const [decided] = (await trx(table)
      .where({ id, status: "pending" })
      .update({ status: verdict, reviewed_at: at, reviewed_by: reviewerId, rejection_reason: reason })
      .returning(`${authorColumn} as author_id`)) as { author_id: number }[];
    if (decided === undefined) {
      const exists = await trx(table).where({ id }).first("id");
      return { outcome: exists === undefined ? "notFound" : "notPending" } as const;
    }
    await appendAuditEntry(trx, {
      actorId: reviewerId,
      action: verdict === "approved" ? "approve" : "reject",
      subjectKind: kind,
      subjectId: id,
      reason,
      at,
    });
    return { outcome: "decided", authorId: decided.author_id } as const;
  });
