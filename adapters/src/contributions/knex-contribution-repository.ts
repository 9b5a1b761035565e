import type { Language } from "@kominote/core/i18n/languages";
import {
  ownContributionsLimit,
  publicReviewStatuses,
  taskContributionsLimit,
  type AccountContribution,
  type Contribution,
  type ContributionPatch,
  type ContributionRepository,
  type EditResult,
  type NewContribution,
  type PublicContribution,
  type SubmitResult,
  type TaskContribution,
  type TaskListReader,
  type TaskReference,
  type TaskRefusal,
} from "@kominote/core/ports/contribution-repository";
import { mediaPathPrefix } from "@kominote/core/rules/media-paths";
import { isTaskFull } from "@kominote/core/rules/task-progress";
import type { ReviewStatus } from "@kominote/core/schemas/contributions";
import type { Knex } from "knex";
import { selectTranslated } from "../services/translated-columns";

interface ContributionRow {
  id: number;
  task_id: number;
  user_id: number;
  notes: string | null;
  address: string | null;
  phone_number: string | null;
  contact_notes: string | null;
  has_contact_info: boolean;
  allow_direct_contact: boolean;
  website_url: string | null;
  status: ReviewStatus;
  rejection_reason: string | null;
  created_at: Date | string;
  media_urls: string[] | string;
  pdf_url: string | null;
}

const instant = (value: Date | string): string => new Date(value).toISOString();

const toContribution = (row: ContributionRow): Contribution => ({
  id: row.id,
  taskId: row.task_id,
  notes: row.notes ?? "",
  address: row.address,
  phoneNumber: row.phone_number,
  hasContactInfo: row.has_contact_info,
  allowDirectContact: row.allow_direct_contact,
  hasWebsite: row.website_url !== null,
  websiteUrl: row.website_url,
  contactNotes: row.contact_notes,
  mediaUrls: typeof row.media_urls === "string" ? (JSON.parse(row.media_urls) as string[]) : row.media_urls,
  pdfUrl: row.pdf_url,
  status: row.status,
  rejectionReason: row.rejection_reason,
  contributedAt: instant(row.created_at),
});

/**
 * Contributions in Postgres. A contribution is read with its files' URLs in the same query
 * (indexed subqueries on uploads), and lists use the (user, date) and (task, status) indexes.
 */
export class KnexContributionRepository implements ContributionRepository {
  constructor(private readonly db: Knex) {}

  /** One contribution with its files, as its author sees it. */
  private authorView(db: Knex | Knex.Transaction) {
    const urlOf = (column: string) => db.raw("? || ??", [mediaPathPrefix, column]);
    return db("contributions as c").select(
      "c.*",
      db.raw(
        `coalesce((select json_agg(? || u.storage_key order by u.created_at, u.id) from uploads u
                   where u.contribution_id = c.id and u.kind = 'media'), '[]'::json) as media_urls`,
        [mediaPathPrefix],
      ),
      db
        .from("uploads as p")
        .select(urlOf("p.storage_key"))
        .whereRaw("p.contribution_id = c.id")
        .andWhere("p.kind", "pdf")
        .orderBy("p.created_at")
        .limit(1)
        .as("pdf_url"),
    );
  }

  private async readOwn(db: Knex | Knex.Transaction, contributionId: number, userId: number): Promise<Contribution | null> {
    const row = (await this.authorView(db).where({ "c.id": contributionId, "c.user_id": userId }).first()) as ContributionRow | undefined;
    return row === undefined ? null : toContribution(row);
  }

  async findTask(taskId: number): Promise<TaskReference | null> {
    const row = (await this.db("tasks").select("id", "service_id").where({ id: taskId }).first()) as
      | { id: number; service_id: number }
      | undefined;
    return row === undefined ? null : { id: row.id, serviceId: row.service_id };
  }

  /**
   * Whether the task still has a place for this author. The task's row is locked first, so the
   * submissions to one task run one after the other until their transactions end: the count read
   * here cannot change before this one's insert commits, and the cap holds under any concurrency.
   */
  private async refusalOf(trx: Knex.Transaction, taskId: number, userId: number): Promise<TaskRefusal | null> {
    const task = (await trx("tasks").select("max_contributors").where({ id: taskId }).forUpdate().first()) as
      | { max_contributors: number | null }
      | undefined;
    const places = (await trx("contributions")
      .where({ task_id: taskId })
      .whereNot("status", "rejected")
      .select(
        trx.raw("count(*)::int as taken"),
        trx.raw("count(*) filter (where user_id = ?)::int as own", [userId]),
      )
      .first()) as { taken: number; own: number } | undefined;
    if ((places?.own ?? 0) > 0) return "already-contributed";
    return isTaskFull({ contributionCount: places?.taken ?? 0, maxContributors: task?.max_contributors ?? null }) ? "task-full" : null;
  }

  submit(contribution: NewContribution): Promise<SubmitResult> {
    return this.db.transaction(async (trx) => {
      const refused = await this.refusalOf(trx, contribution.taskId, contribution.userId);
      if (refused !== null) return { ok: false, refused } as const;
      // Locked so two submissions cannot both take the same file; the second sees it attached.
      const usable = async (ids: readonly string[], kind: "media" | "pdf"): Promise<boolean> => {
        if (ids.length === 0) return true;
        const rows = await trx("uploads")
          .select("id")
          .whereIn("id", ids)
          .andWhere({ user_id: contribution.userId, kind })
          .whereNull("contribution_id")
          .forUpdate();
        return rows.length === ids.length;
      };
      const pdf = contribution.pdfUploadId === null ? [] : [contribution.pdfUploadId];
      if (!(await usable(contribution.mediaUploadIds, "media"))) return { ok: false, unavailableUpload: "mediaUploadIds" } as const;
      if (!(await usable(pdf, "pdf"))) return { ok: false, unavailableUpload: "pdfUploadId" } as const;

      const [inserted] = (await trx("contributions")
        .insert({
          task_id: contribution.taskId,
          user_id: contribution.userId,
          status: "pending",
          notes: contribution.notes,
          address: contribution.address,
          phone_number: contribution.phoneNumber,
          contact_notes: contribution.contactNotes,
          has_contact_info: contribution.hasContactInfo,
          allow_direct_contact: contribution.allowDirectContact,
          website_url: contribution.websiteUrl,
          user_latitude: contribution.userLocation?.latitude ?? null,
          user_longitude: contribution.userLocation?.longitude ?? null,
        })
        .returning("id")) as { id: number }[];
      if (inserted === undefined) throw new Error("the new contribution was not returned");
      const files = [...contribution.mediaUploadIds, ...pdf];
      if (files.length > 0) await trx("uploads").whereIn("id", files).update({ contribution_id: inserted.id });

      const stored = await this.readOwn(trx, inserted.id, contribution.userId);
      if (stored === null) throw new Error("the new contribution could not be read back");
      return { ok: true, contribution: stored } as const;
    });
  }

  findOwn(contributionId: number, userId: number): Promise<Contribution | null> {
    return this.readOwn(this.db, contributionId, userId);
  }

  editOwn(contributionId: number, userId: number, patch: ContributionPatch): Promise<EditResult> {
    return this.db.transaction(async (trx) => {
      // Locked, so a moderator's review cannot slip between the status check and the write.
      const current = (await trx("contributions")
        .select("status", "phone_number", "address", "contact_notes")
        .where({ id: contributionId, user_id: userId })
        .forUpdate()
        .first()) as Pick<ContributionRow, "status" | "phone_number" | "address" | "contact_notes"> | undefined;
      if (current === undefined) return { ok: false, reason: "not-found" } as const;
      if (current.status !== "pending") return { ok: false, reason: "reviewed" } as const;

      const address = patch.address === undefined ? current.address : patch.address;
      const contactNotes = patch.contactNotes === undefined ? current.contact_notes : patch.contactNotes;
      await trx("contributions")
        .where({ id: contributionId })
        .update({
          ...(patch.notes === undefined ? {} : { notes: patch.notes }),
          ...(patch.address === undefined ? {} : { address: patch.address }),
          ...(patch.contactNotes === undefined ? {} : { contact_notes: patch.contactNotes }),
          ...(patch.websiteUrl === undefined ? {} : { website_url: patch.websiteUrl }),
          has_contact_info: current.phone_number !== null || address !== null || contactNotes !== null,
          updated_at: trx.fn.now(),
        });
      const saved = await this.readOwn(trx, contributionId, userId);
      return saved === null ? ({ ok: false, reason: "not-found" } as const) : ({ ok: true, contribution: saved } as const);
    });
  }

  async contributedTaskIds(userId: number, serviceId: number): Promise<number[]> {
    const rows = (await this.db("contributions as c")
      .join("tasks as t", "t.id", "c.task_id")
      .distinct("c.task_id")
      .where({ "c.user_id": userId, "t.service_id": serviceId })
      .whereNot("c.status", "rejected")) as { task_id: number }[];
    return rows.map((row) => row.task_id);
  }

  async listVisibleByTask(taskId: number, reader: TaskListReader): Promise<PublicContribution[]> {
    const query = this.db("contributions")
      .select("id", "task_id", "notes", "status", "created_at")
      .where({ task_id: taskId })
      .orderBy([
        { column: "created_at", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(taskContributionsLimit);
    if (!reader.seesEveryStatus) {
      // Approved ones, and the reader's own whatever their status.
      query.where((visible) => {
        visible.whereIn("status", publicReviewStatuses);
        if (reader.userId !== null) visible.orWhere("user_id", reader.userId);
      });
    }
    const rows = (await query) as Pick<ContributionRow, "id" | "task_id" | "notes" | "status" | "created_at">[];
    return rows.map((row) => ({
      id: row.id,
      taskId: row.task_id,
      notes: row.notes ?? "",
      status: row.status,
      contributedAt: instant(row.created_at),
    }));
  }

  /** The member's newest contributions with their task's text in the language (Creole when missing). */
  private ownWithTask(userId: number, language: Language) {
    const { db } = this;
    const query = db("contributions as c")
      .join("tasks as t", "t.id", "c.task_id")
      .select(
        "c.id",
        "c.notes",
        "c.status",
        "c.rejection_reason",
        "c.has_contact_info",
        "c.address",
        "c.created_at",
        "t.id as task_id",
        "t.type as task_type",
      )
      .where("c.user_id", userId)
      .orderBy([
        { column: "c.created_at", order: "desc" },
        { column: "c.id", order: "desc" },
      ])
      .limit(ownContributionsLimit);
    return selectTranslated(db, query, {
      table: "task_translations",
      foreignKey: "task_id",
      ownerId: "t.id",
      language,
      columns: ["title", "description"],
    }) as Promise<
      (Pick<ContributionRow, "id" | "notes" | "status" | "rejection_reason" | "has_contact_info" | "address" | "created_at"> & {
        task_id: number;
        task_type: string;
        title: string;
        description: string;
      })[]
    >;
  }

  async listForAccount(userId: number, language: Language): Promise<AccountContribution[]> {
    return (await this.ownWithTask(userId, language)).map((row) => ({
      id: row.id,
      taskTitle: row.title,
      notes: row.notes ?? "",
      contributedAt: instant(row.created_at),
      hasContactInfo: row.has_contact_info,
      status: row.status,
    }));
  }

  async listWithTasks(userId: number, language: Language): Promise<TaskContribution[]> {
    return (await this.ownWithTask(userId, language)).map((row) => ({
      id: row.id,
      status: row.status,
      rejectionReason: row.rejection_reason,
      contributionType: row.task_type,
      submittedAt: instant(row.created_at),
      location: row.address === null ? null : { name: row.address },
      task: { id: row.task_id, title: row.title, description: row.description },
    }));
  }
}
