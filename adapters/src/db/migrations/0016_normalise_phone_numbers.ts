import { isValidPhone, normalizePhone } from "@kominote/core/rules/phone";
import type { Knex } from "knex";

/** Every column that holds a phone number someone typed. */
const phoneColumns = [
  { table: "users", column: "phone_number" },
  { table: "contributions", column: "phone_number" },
  { table: "call_requests", column: "caller_phone" },
  { table: "invitations", column: "invitee_phone" },
] as const;

/*
 * Numbers were once kept as typed, less their spaces ("37123456", "50937123456"); they are now
 * stored in E.164 (decision 0015). Each stored number the phone rule can read is rewritten in
 * E.164; one it cannot read is left as it is (shown as stored, refused if submitted again). A
 * member's number that would become another member's is left too: numbers stay unique, and
 * neither account loses its number.
 */
export const up = async (knex: Knex): Promise<void> => {
  for (const { table, column } of phoneColumns) {
    const rows = (await knex(table).select("id", column).whereNotNull(column)) as { id: number; [key: string]: unknown }[];
    for (const row of rows) {
      const stored = String(row[column]);
      if (!isValidPhone(stored)) continue;
      const e164 = normalizePhone(stored);
      if (e164 === stored) continue;
      if (table === "users" && (await knex(table).where(column, e164).first("id")) !== undefined) continue;
      await knex(table).where("id", row.id).update({ [column]: e164 });
    }
  }
};

/** The E.164 form is also what the earlier code accepted: nothing to undo. */
export const down = async (): Promise<void> => {};
