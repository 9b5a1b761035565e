import type { LoginCodeStore, StoredLoginCode } from "@kominote/core/ports/login-code-store";
import type { Knex } from "knex";

interface CodeRow {
  code_hash: string;
  expires_at: Date;
  tries: number;
}

const toCode = (row: CodeRow): StoredLoginCode => ({
  codeHash: row.code_hash,
  expiresAt: new Date(row.expires_at),
  tries: Number(row.tries),
});

/** Sign-in codes in Postgres: one row per contact; counting a try is a single conditional update. */
export class KnexLoginCodeStore implements LoginCodeStore {
  constructor(private readonly db: Knex) {}

  async find(contact: string): Promise<StoredLoginCode | null> {
    const row = (await this.db("login_codes")
      .where({ contact })
      .whereNotNull("code_hash")
      .first("code_hash", "expires_at", { tries: "failures" })) as CodeRow | undefined;
    return row === undefined ? null : toCode(row);
  }

  async save(contact: string, code: StoredLoginCode): Promise<void> {
    const row = { code_hash: code.codeHash, expires_at: code.expiresAt, failures: code.tries };
    await this.db("login_codes").insert({ contact, ...row }).onConflict("contact").merge(row);
  }

  async takeTry(contact: string, { now, maxTries }: { now: Date; maxTries: number }): Promise<StoredLoginCode | null> {
    const rows = (await this.db("login_codes")
      .where({ contact })
      .whereNotNull("code_hash")
      .where("expires_at", ">", now)
      .where("failures", "<", maxTries)
      .increment("failures", 1)
      .returning(["code_hash", "expires_at", "failures as tries"])) as CodeRow[];
    const row = rows[0];
    return row === undefined ? null : toCode(row);
  }

  async consume(contact: string, codeHash: string): Promise<boolean> {
    const removed = await this.db("login_codes").where({ contact, code_hash: codeHash }).delete().returning("contact");
    return removed.length > 0;
  }

  async recordSend(contact: string, at: Date): Promise<void> {
    await this.db("login_code_sends").insert({ contact, sent_at: at });
  }

  async sendsSince(contact: string, since: Date): Promise<Date[]> {
    const rows = (await this.db("login_code_sends")
      .where({ contact })
      .where("sent_at", ">", since)
      .orderBy("sent_at")
      .select("sent_at")) as { sent_at: Date }[];
    return rows.map((row) => new Date(row.sent_at));
  }
}
