import type { Callee, CallRequestStore, ContactableContributor, NewCallRequest } from "@kominote/core/ports/call-requests";
import type { Knex } from "knex";

interface ContactableRow {
  id: number;
  full_name: string;
  profile_photo: string | null;
  created_at: Date;
}

/**
 * Whether a contribution (aliased `c`) may be called about: its author shared contact details,
 * allowed direct contact and left a number, and it was not rejected.
 */
const contactable = (query: Knex.QueryBuilder): Knex.QueryBuilder =>
  query
    .where("c.has_contact_info", true)
    .where("c.allow_direct_contact", true)
    .whereNotNull("c.phone_number")
    .where("c.phone_number", "<>", "")
    .whereNot("c.status", "rejected");

/** Call requests on PostgreSQL; the contributor's phone number is never selected. */
export class KnexCallRequestStore implements CallRequestStore {
  constructor(private readonly db: Knex) {}

  async listContactable(taskId: number, excludedUserId: number): Promise<ContactableContributor[] | null> {
    const { db } = this;
    const task = await db("tasks").where({ id: taskId }).first("id");
    if (task === undefined) return null;
    // Each contributor once, with their newest contactable contribution to the task.
    const newestPerAuthor = contactable(
      db("contributions as c")
        .distinctOn("c.user_id")
        .select("c.id", "c.user_id", "c.created_at")
        .where("c.task_id", taskId)
        .whereNot("c.user_id", excludedUserId),
    ).orderBy([
      { column: "c.user_id" },
      { column: "c.created_at", order: "desc" },
      { column: "c.id", order: "desc" },
    ]);
    const rows: ContactableRow[] = await db
      .from(newestPerAuthor.as("n"))
      .join("users as u", "u.id", "n.user_id")
      .select("n.id", "u.full_name", "u.profile_photo", "n.created_at")
      .orderBy([
        { column: "n.created_at", order: "desc" },
        { column: "n.id", order: "desc" },
      ]);
    return rows.map((row) => ({
      contributionId: row.id,
      fullName: row.full_name,
      profilePhoto: row.profile_photo,
      contributedAt: new Date(row.created_at).toISOString(),
    }));
  }

  async findCallee(contributionId: number): Promise<Callee | null> {
    const row = (await contactable(this.db("contributions as c").where("c.id", contributionId)).first("c.user_id")) as
      | { user_id: number }
      | undefined;
    return row === undefined ? null : { contributionId, authorId: row.user_id };
  }

  recordWithinLimit(
    request: NewCallRequest,
    { dailyLimit, dayStart }: { dailyLimit: number; dayStart: Date },
  ): Promise<{ id: number; createdAt: Date } | "limitReached"> {
    return this.db.transaction(async (trx) => {
      // One member's requests are counted and recorded one at a time, so parallel ones cannot all slip under the limit.
      await trx.raw("select pg_advisory_xact_lock(hashtext('call_requests'), ?)", [request.requesterId]);
      const counted = (await trx("call_requests")
        .where("requester_id", request.requesterId)
        .where("created_at", ">=", dayStart)
        .count({ count: "*" })
        .first()) as { count: number | string } | undefined;
      if (Number(counted?.count ?? 0) >= dailyLimit) return "limitReached" as const;
      const [row] = (await trx("call_requests")
        .insert({
          contribution_id: request.contributionId,
          requester_id: request.requesterId,
          caller_name: request.callerName,
          caller_phone: request.callerPhone,
          message: request.message,
          created_at: request.at,
        })
        .returning(["id", "created_at"])) as { id: number; created_at: Date }[];
      if (row === undefined) throw new Error("Insert into call_requests returned no row");
      return { id: row.id, createdAt: new Date(row.created_at) };
    });
  }
}
