import { createHash } from "node:crypto";
import type { EmailVerificationRecord, EmailVerificationStore } from "@kominote/core/ports/email-verification-store";
import type { Knex } from "knex";

interface VerificationRow {
  user_id: number;
  email: string;
  expires_at: Date;
  used_at: Date | null;
}

/** A token is 256 random bits: a plain SHA-256 cannot be reversed or guessed, no key needed. */
const hashOf = (token: string): string => createHash("sha256").update(token).digest("hex");

/** E-mail confirmation links in Postgres, keyed by the hash of their token. */
export class KnexEmailVerificationStore implements EmailVerificationStore {
  constructor(private readonly db: Knex) {}

  async save(token: string, record: { userId: number; email: string; expiresAt: Date }): Promise<void> {
    await this.db("email_verifications").insert({
      token_hash: hashOf(token),
      user_id: record.userId,
      email: record.email,
      expires_at: record.expiresAt,
    });
  }

  async find(token: string): Promise<EmailVerificationRecord | null> {
    const row = (await this.db("email_verifications")
      .where({ token_hash: hashOf(token) })
      .first("user_id", "email", "expires_at", "used_at")) as VerificationRow | undefined;
    if (row === undefined) return null;
    return { userId: row.user_id, email: row.email, expiresAt: new Date(row.expires_at), usedAt: row.used_at === null ? null : new Date(row.used_at) };
  }

  async consume(token: string, at: Date): Promise<boolean> {
    // One conditional update: of two clicks at once, only one finds the link unused.
    const changed = await this.db("email_verifications").where({ token_hash: hashOf(token) }).whereNull("used_at").update({ used_at: at });
    return changed === 1;
  }

  async resetForNewEmail(userId: number): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx("users").where({ id: userId }).update({ email_verified_at: null });
      await trx("email_verifications").where({ user_id: userId }).whereNull("used_at").delete();
    });
  }

  async endUnused(userId: number, at: Date): Promise<void> {
    await this.db("email_verifications").where({ user_id: userId }).whereNull("used_at").update({ used_at: at });
  }

  async expiriesAfter(userId: number, after: Date): Promise<Date[]> {
    // The user_id index narrows this to one member's few links.
    const rows = (await this.db("email_verifications")
      .where({ user_id: userId })
      .where("expires_at", ">", after)
      .orderBy("expires_at")
      .select("expires_at")) as Pick<VerificationRow, "expires_at">[];
    return rows.map((row) => new Date(row.expires_at));
  }
}
