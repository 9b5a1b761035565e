import type {
  ContentReports,
  DismissInput,
  DismissOutcome,
  NewContentReport,
  ReportedContent,
  ReportOutcome,
} from "@kominote/core/ports/moderation/content-moderation";
import { hideableKinds, type HideableKind } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";
import { appendAuditEntry } from "./knex-audit-log";
import { contentTables, visibleContent } from "./content-tables";

interface OpenRow {
  kind: HideableKind;
  item_id: number;
  report_count: number;
  first_at: Date | string;
  last_at: Date | string;
  reasons: string[] | string;
}

interface ItemRow {
  id: number;
  text: string;
  author_id: number;
  full_name: string;
}

/** Reasons shown per item: the newest ones say enough. */
const reasonsShown = 10;

const instant = (value: Date | string): string => new Date(value).toISOString();

/**
 * Members' reports in Postgres: one row per member and item (a unique key), and the moderators'
 * list grouped per item along the partial index on open reports, then the items read per kind
 * (at most three queries whatever the list's length). A dismissal closes reports without touching
 * the item; the closed rows keep their unique key, so their reporters cannot report it again.
 */
export class KnexContentReports implements ContentReports {
  constructor(private readonly db: Knex) {}

  report(report: NewContentReport, limit: { max: number; since: Date }): Promise<ReportOutcome> {
    return this.db.transaction(async (trx) => {
      const item = await visibleContent(trx, report.kind).where("t.id", report.itemId).first("t.id");
      if (item === undefined) return "notFound";
      // One member's reports are counted and recorded one at a time, so parallel ones cannot all slip under the limit.
      await trx.raw("select pg_advisory_xact_lock(hashtext('content_reports'), ?)", [report.reporterId]);
      const own = { kind: report.kind, item_id: report.itemId, reporter_id: report.reporterId };
      if ((await trx("content_reports").where(own).first("id")) !== undefined) return "alreadyReported";
      const counted = (await trx("content_reports")
        .where("reporter_id", report.reporterId)
        .where("created_at", ">=", limit.since)
        .count({ count: "*" })
        .first()) as { count: number | string } | undefined;
      if (Number(counted?.count ?? 0) >= limit.max) return "limitReached";
      await trx("content_reports").insert({ ...own, reason: report.reason, created_at: report.at });
      return "recorded";
    });
  }

  async listOpen(limit: number): Promise<ReportedContent[]> {
    const { db } = this;
    const open = (await db("content_reports")
      .select(
        "kind",
        "item_id",
        db.raw("count(*)::int as report_count"),
        db.raw("min(created_at) as first_at"),
        db.raw("max(created_at) as last_at"),
        db.raw(`array_to_json((array_agg(reason order by created_at desc, id desc))[1:${reasonsShown}]) as reasons`),
      )
      .whereNull("resolved_at")
      .groupBy("kind", "item_id")
      .orderByRaw("min(created_at), min(id)")
      .limit(limit)) as OpenRow[];

    const items = new Map<string, ItemRow>();
    for (const kind of hideableKinds) {
      const ids = open.filter((row) => row.kind === kind).map((row) => row.item_id);
      if (ids.length === 0) continue;
      const { author, text } = contentTables[kind];
      const rows = (await visibleContent(db, kind)
        .select("t.id", `t.${text} as text`, `t.${author} as author_id`, "u.full_name")
        .whereIn("t.id", ids)) as ItemRow[];
      for (const row of rows) items.set(`${kind}:${row.id}`, row);
    }

    return open.flatMap((row) => {
      const item = items.get(`${row.kind}:${row.item_id}`);
      if (item === undefined) return [];
      return [
        {
          kind: row.kind,
          id: row.item_id,
          text: item.text,
          author: { id: item.author_id, fullName: item.full_name },
          reportCount: row.report_count,
          reasons: typeof row.reasons === "string" ? (JSON.parse(row.reasons) as string[]) : row.reasons,
          firstReportedAt: instant(row.first_at),
          lastReportedAt: instant(row.last_at),
        },
      ];
    });
  }

  dismiss({ kind, itemId, moderatorId, at }: DismissInput): Promise<DismissOutcome> {
    return this.db.transaction(async (trx) => {
      // Only open reports change: of two moderators at once, the second waits on the first's rows,
      // finds them closed and updates nothing.
      const closed = (await trx("content_reports")
        .where({ kind, item_id: itemId })
        .whereNull("resolved_at")
        .update({ resolved_at: at, dismissed_by: moderatorId })
        .returning("id")) as { id: number }[];
      if (closed.length === 0) {
        const exists = await trx(contentTables[kind].table).where({ id: itemId }).first("id");
        return { outcome: exists === undefined ? "notFound" : "noOpenReports" } as const;
      }
      await appendAuditEntry(trx, {
        actorId: moderatorId,
        action: "dismissReports",
        subjectKind: kind,
        subjectId: itemId,
        reason: null,
        details: { reports: closed.length },
        at,
      });
      return { outcome: "dismissed", count: closed.length } as const;
    });
  }
}
