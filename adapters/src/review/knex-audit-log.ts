import type { AuditEntry, AuditLog, NewAuditEntry } from "@kominote/core/ports/audit-log";
import type { ModerationAction } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";

interface AuditRow {
  id: number;
  actor_id: number;
  actor_name: string;
  action: ModerationAction;
  subject_kind: string | null;
  subject_id: number | null;
  reason: string | null;
  created_at: Date;
}

/**
 * Writes one audit entry with the given connection, so a decision and its entry commit together
 * when `db` is the decision's transaction. The only write the audit log has: it is append-only.
 */
export const appendAuditEntry = async (db: Knex | Knex.Transaction, entry: NewAuditEntry): Promise<void> => {
  await db("audit_log").insert({
    actor_id: entry.actorId,
    action: entry.action,
    subject_kind: entry.subjectKind,
    subject_id: entry.subjectId,
    reason: entry.reason,
    details: entry.details == null ? null : JSON.stringify(entry.details),
    created_at: entry.at,
  });
};

/** The audit log on PostgreSQL, read a page at a time along its (created_at desc, id desc) index. */
export class KnexAuditLog implements AuditLog {
  constructor(private readonly db: Knex) {}

  record(entry: NewAuditEntry): Promise<void> {
    return appendAuditEntry(this.db, entry);
  }

  async list({ before, limit }: { before?: number; limit: number }): Promise<AuditEntry[]> {
    const { db } = this;
    const query = db("audit_log as a")
      .join("users as u", "u.id", "a.actor_id")
      .select("a.id", "a.actor_id", "u.full_name as actor_name", "a.action", "a.subject_kind", "a.subject_id", "a.reason", "a.created_at")
      .orderBy([
        { column: "a.created_at", order: "desc" },
        { column: "a.id", order: "desc" },
      ])
      .limit(limit);
    if (before !== undefined) {
      // Keyset paging: the entries after the last one read, in the same order, whatever was added since.
      query.whereRaw("(a.created_at, a.id) < (select b.created_at, b.id from audit_log b where b.id = ?)", [before]);
    }
    const rows: AuditRow[] = await query;
    return rows.map((row) => ({
      id: Number(row.id),
      actor: { id: row.actor_id, fullName: row.actor_name },
      action: row.action,
      targetKind: row.subject_kind,
      targetId: row.subject_id,
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
