import { newMember } from "@kominote/core/testing/account-doubles";
import { MemoryUsers } from "@kominote/core/use-cases/account-doubles";
import { makeGrantRole } from "@kominote/core/use-cases/grant-role";
import { describe, expect, it } from "vitest";
import { adminUsage, parseAdminArgs, runAdminCommand } from "./admin-command";

describe("parseAdminArgs", () => {
  it("reads grant-role with a member and a role, whatever the role's case", () => {
    expect(parseAdminArgs(["grant-role", "KDS-0000123-0", "Moderator"])).toEqual({
      ok: true,
      command: { kind: "grant-role", member: "KDS-0000123-0", role: "moderator" },
    });
  });

  it.each([
    [[], adminUsage],
    [["promote", "x", "admin"], 'Unknown command "promote"'],
    [["grant-role", "marie@example.ht"], "grant-role takes a member and a role"],
    [["grant-role", "marie@example.ht", "admin", "extra"], "grant-role takes a member and a role"],
    [["grant-role", "marie@example.ht", "king"], 'Unknown role "king": choose one of member, moderator, admin.'],
  ])("explains what is wrong with %j", (args, message) => {
    const parsed = parseAdminArgs(args);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.message).toContain(message);
  });
});

describe("runAdminCommand", () => {
  const setup = async () => {
    const users = new MemoryUsers(() => new Date("2026-03-10T12:00:00Z"));
    await users.create(
      newMember({ fullName: "Marie Joseph", email: "marie@example.ht", phoneNumber: "+50937123456", username: "KDS-0000123-0" }),
    );
    const grantRole = makeGrantRole({ users, directory: { findIdByMemberNumber: async (n) => (n === "KDS-0000123-0" ? 1 : null) } });
    const lines: string[] = [];
    const errors: string[] = [];
    return { users, grantRole, lines, errors, out: (line: string) => lines.push(line), err: (line: string) => errors.push(line) };
  };

  it("grants the role and says so", async () => {
    const { users, grantRole, lines, out, err } = await setup();
    const code = await runAdminCommand({ kind: "grant-role", member: "kds-0000123-0", role: "admin" }, { grantRole, out, err });
    expect(code).toBe(0);
    expect(lines).toEqual(["Marie Joseph (KDS-0000123-0) is now admin (was member)."]);
    expect(users.rows.get(1)?.role).toBe("admin");
  });

  it("says when nothing changed", async () => {
    const { grantRole, lines, out, err } = await setup();
    await runAdminCommand({ kind: "grant-role", member: "marie@example.ht", role: "member" }, { grantRole, out, err });
    expect(lines).toEqual(["Marie Joseph (KDS-0000123-0) already has the role member; nothing changed."]);
  });

  it("fails with exit code 1 for an unknown member", async () => {
    const { grantRole, errors, out, err } = await setup();
    const code = await runAdminCommand({ kind: "grant-role", member: "nobody@example.ht", role: "admin" }, { grantRole, out, err });
    expect(code).toBe(1);
    expect(errors[0]).toContain('No member found for "nobody@example.ht"');
  });
});
