import type { Language } from "@kominote/core/i18n/languages";
import type { ReviewSource, ReviewVerdictInput, ReviewVerdictOutcome } from "@kominote/core/ports/moderation/review-source";
import { mediaPathPrefix } from "@kominote/core/rules/media-paths";
import type { ReviewItem } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";
import { selectTranslated } from "../services/translated-columns";
import { decidePendingRow } from "./decide-pending-row";

interface PendingRow {
  id: number;
  notes: string | null;
  created_at: Date;
  user_id: number;
  full_name: string;
  user_latitude: number | null;
  user_longitude: number | null;
  photo_key: string | null;
  service_name: string | null;
  title: string;
}

/** Contributions as a review source: the queue reads the (status, created_at) index. */
export class KnexContributionReviewSource implements ReviewSource {
  constructor(private readonly db: Knex) {}

  async listPending({ language, limit }: { language: Language; limit: number }): Promise<ReviewItem[]> {
    const { db } = this;
    const query = db("contributions as c")
      .join("tasks as t", "t.id", "c.task_id")
      .join("users as u", "u.id", "c.user_id")
      .select(
        "c.id",
        "c.notes",
        "c.created_at",
        "c.user_id",
        "u.full_name",
        "c.user_latitude",
        "c.user_longitude",
        // The first photo among the contribution's files, if any, for the moderator to see.
        db.raw(`(select f.storage_key from uploads f
                 where f.contribution_id = c.id and f.content_type like 'image/%'
                 order by f.created_at, f.id limit 1) as photo_key`),
        db.raw(
          `coalesce((select st.name from service_translations st where st.service_id = t.service_id and st.language = ?),
                    (select st.name from service_translations st where st.service_id = t.service_id and st.language = 'ht')) as service_name`,
          [language],
        ),
      )
      .where("c.status", "pending")
      .orderBy([{ column: "c.created_at" }, { column: "c.id" }])
      .limit(limit);
    const rows: PendingRow[] = await selectTranslated(db, query, {
      table: "task_translations",
      foreignKey: "task_id",
      ownerId: "t.id",
      language,
      columns: ["title"],
    });
    return rows.map((row) => ({
      kind: "contribution",
      id: row.id,
      title: row.title,
      description: row.notes,
      photoUrl: row.photo_key === null ? null : `${mediaPathPrefix}${row.photo_key}`,
      latitude: row.user_latitude,
      longitude: row.user_longitude,
      serviceName: row.service_name,
      submittedBy: { id: row.user_id, fullName: row.full_name },
      submittedAt: new Date(row.created_at).toISOString(),
    }));
  }

  decide(input: ReviewVerdictInput): Promise<ReviewVerdictOutcome> {
    return decidePendingRow(this.db, { table: "contributions", authorColumn: "user_id", kind: "contribution" }, input);
  }
}
