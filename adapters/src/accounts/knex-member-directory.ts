import type { MemberDirectory } from "@kominote/core/ports/member-directory";
import type { Knex } from "knex";

/** Members by number: the username column holds the member number (unique). */
export class KnexMemberDirectory implements MemberDirectory {
  constructor(private readonly db: Knex) {}

  async findIdByMemberNumber(memberNumber: string): Promise<number | null> {
    const row = (await this.db("users").where({ username: memberNumber }).first("id")) as { id: number } | undefined;
    return row?.id ?? null;
  }
}
