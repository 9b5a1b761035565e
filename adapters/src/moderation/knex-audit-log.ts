import type { Language } from "@kominote/core/i18n/languages";
import type { AuditEntry, AuditLog, NewAuditEntry } from "@kominote/core/ports/moderation/audit-log";
import { excerpt } from "@kominote/core/rules/excerpt";
import type { AuditTargetPage, ModerationAction } from "@kominote/core/schemas/moderation";
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
  target_text: string | null;
  target_page_id: number | null;
}

/**
 * How each kind of target is named and where it is shown, read in the same query as the entries:
 * `text` gives the words (null when the target is gone), `page` the id of the page showing it.
 * A kind missing here (a rate change) has no words of its own: the screen names its kind.
 */
const targets: Readonly<Record<string, { readonly text: string; readonly page?: { readonly kind: AuditTargetPage["kind"]; readonly id: string }; readonly cut?: boolean }>> = {
  forum: { text: "(select f.title from forums f where f.id = a.subject_id)", page: { kind: "forum", id: "(select f.id from forums f where f.id = a.subject_id)" } },
  forumPost: {
    text: "(select p.content from forum_posts p where p.id = a.subject_id)",
    page: { kind: "forum", id: "(select p.forum_id from forum_posts p where p.id = a.subject_id)" },
    cut: true,
  },
  idea: { text: "(select i.content from ideas i where i.id = a.subject_id)", cut: true },
  // A comment under the live meeting has no page once the meeting ends.
  liveComment: { text: "(select c.content from live_meeting_comments c where c.id = a.subject_id)", cut: true },
  // An agency is named by its name; the directory has no page per agency.
  agency: { text: "(select g.name from government_agencies g where g.id = a.subject_id)" },
  // Safe places and connection points are named by their name; their maps have no page per place.
  safePlace: { text: "(select s.name from safe_places s where s.id = a.subject_id)" },
  connectionPoint: { text: "(select c.name from connection_points c where c.id = a.subject_id)" },
  // A place is named by its name; the map opens it by its id (/map?place={id}), not a page kind of its own.
  location: { text: "(select pl.name from places pl where pl.id = a.subject_id)" },
  // A contribution is named by its task, in the reader's language when the catalog has it.
  contribution: {
    text: `(select coalesce(requested.title, source.title) from contributions c
              left join task_translations requested on requested.task_id = c.task_id and requested.language = :language
              left join task_translations source on source.task_id = c.task_id and source.language = 'ht'
            where c.id = a.subject_id)`,
    page: { kind: "task", id: "(select c.task_id from contributions c where c.id = a.subject_id)" },
  },
};

/** One `case` over the entry's kind, choosing each kind's subquery. */
const caseOverKinds = (pick: (kind: string) => string | undefined): string => {
  const branches = Object.keys(targets).flatMap((kind) => {
    const sql = pick(kind);
    return sql === undefined ? [] : [`when '${kind}' then ${sql}`];
  });
  return `case a.subject_kind ${branches.join(" ")} end`;
};

const targetText = caseOverKinds((kind) => targets[kind]?.text);
const targetPageId = caseOverKinds((kind) => targets[kind]?.page?.id);

/** The target in words, whether it is gone, and its page, from the row's subqueries. */
const describeTarget = (row: AuditRow): Pick<AuditEntry, "targetLabel" | "targetRemoved" | "targetPage"> => {
  const target = row.subject_kind === null ? undefined : targets[row.subject_kind];
  if (target === undefined || row.subject_id === null) return { targetLabel: null, targetRemoved: false, targetPage: null };
  if (row.target_text === null) return { targetLabel: null, targetRemoved: true, targetPage: null };
  return {
    targetLabel: target.cut === true ? excerpt(row.target_text) : row.target_text,
    targetRemoved: false,
    targetPage: target.page === undefined || row.target_page_id === null ? null : { kind: target.page.kind, id: Number(row.target_page_id) },
  };
};

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

  async list({ before, limit, language }: { before?: number; limit: number; language: Language }): Promise<AuditEntry[]> {
    const { db } = this;
    const query = db("audit_log as a")
      .join("users as u", "u.id", "a.actor_id")
      .select(
        "a.id",
        "a.actor_id",
        "u.full_name as actor_name",
        "a.action",
        "a.subject_kind",
        "a.subject_id",
        "a.reason",
        "a.created_at",
        db.raw(`${targetText} as target_text`, { language }),
        db.raw(`${targetPageId} as target_page_id`),
      )
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
      ...describeTarget(row),
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
