import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { MemberDirectory } from "../ports/member-directory";
import { MemoryUsers, newMember } from "../testing/account-doubles";
import { makeGrantRole } from "./grant-role";

let users: MemoryUsers;
let grant: ReturnType<typeof makeGrantRole>;

beforeEach(async () => {
  users = new MemoryUsers(() => new Date("2026-03-10T12:00:00Z"));
  const directory: MemberDirectory = {
    findIdByMemberNumber: async (number) => [...users.rows.values()].find((user) => user.username === number)?.id ?? null,
  };
  grant = makeGrantRole({ users, directory });
  await users.create(
    newMember({ fullName: "Marie Joseph", email: "marie@example.ht", phoneNumber: "+50937123456", username: "KDS-0000123-0" }),
  );
});

const run = (member: string, role: "member" | "moderator" | "admin") => Effect.runPromise(Effect.result(grant({ member, role })));

describe("grantRole", () => {
  it.each(["KDS-0000123-0", " kds-0000123-0 ", "Marie@Example.ht", "+509 3712 3456"])("finds the member by %j", async (who) => {
    const result = await run(who, "moderator");
    expect(Result.isSuccess(result) && result.success).toEqual({
      member: { id: 1, fullName: "Marie Joseph", username: "KDS-0000123-0" },
      previousRole: "member",
      role: "moderator",
    });
    expect(users.rows.get(1)?.role).toBe("moderator");
  });

  it("can take a role back", async () => {
    await run("marie@example.ht", "admin");
    const result = await run("marie@example.ht", "member");
    expect(Result.isSuccess(result) && result.success.previousRole).toBe("admin");
    expect(users.rows.get(1)?.role).toBe("member");
  });

  it.each(["KDS-0000124-8", "KDS-0000123-4", "nobody@example.ht", "+50900000000"])("reports an unknown member for %j", async (who) => {
    const result = await run(who, "admin");
    expect(Result.isFailure(result) && result.failure.code).toBe("USER.NOT_FOUND");
    expect(users.rows.get(1)?.role).toBe("member");
  });
});
