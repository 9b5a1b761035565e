import type { Knex } from "knex";

export interface ContributionRow {
  readonly taskId: number;
  readonly userId: number;
  readonly status?: "pending" | "approved" | "rejected";
  readonly notes?: string;
  readonly createdAt?: Date;
  readonly phoneNumber?: string | null;
  readonly hasContactInfo?: boolean;
  readonly allowDirectContact?: boolean;
}

/**
 * Inserts a contribution with the contact columns the review and call-request tests look at; the
 * foundation fixtures know only the columns every contribution has.
 */
export const insertContribution = async (db: Knex, row: ContributionRow): Promise<number> => {
  const [inserted] = (await db("contributions")
    .insert({
      task_id: row.taskId,
      user_id: row.userId,
      status: row.status ?? "pending",
      notes: row.notes ?? "Mwen pran foto pil fatra a bò mache a.",
      created_at: row.createdAt ?? new Date(),
      phone_number: row.phoneNumber ?? null,
      has_contact_info: row.hasContactInfo ?? false,
      allow_direct_contact: row.allowDirectContact ?? false,
    })
    .returning("id")) as { id: number }[];
  if (inserted === undefined) throw new Error("Insert into contributions returned no id");
  return inserted.id;
};

/** Empties the review and call-request tables, which point at members and contributions. */
export const emptyReviewTables = async (db: Knex): Promise<void> => {
  await db("call_requests").delete();
  await db("audit_log").delete();
};
