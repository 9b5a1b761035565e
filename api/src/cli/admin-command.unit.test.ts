import { fixedClock } from "@kominote/core/ports/clock";
import { MemoryUsers, newMember } from "@kominote/core/testing/account-doubles";
import { MemoryExchangeRates } from "@kominote/core/testing/exchange-rate-doubles";
import { makeGetExchangeRates } from "@kominote/core/use-cases/get-exchange-rates";
import { makeGrantRole } from "@kominote/core/use-cases/grant-role";
import { makeUpdateExchangeRates } from "@kominote/core/use-cases/update-exchange-rates";
import { describe, expect, it } from "vitest";
import { adminUsage, parseAdminArgs, runAdminCommand } from "./admin-command";
import { immediateUnitOfWork } from "@kominote/core/ports/unit-of-work";

describe("parseAdminArgs", () => {
  it("reads grant-role with a member and a role, whatever the role's case", () => {
    expect(parseAdminArgs(["grant-role", "KDS-0000123-0", "Moderator"])).toEqual({
      ok: true,
      command: { kind: "grant-role", member: "KDS-0000123-0", role: "moderator" },
    });
  });

  it("reads set-rates with the rates to change", () => {
    expect(parseAdminArgs(["set-rates", "HTG=135", "eur=0,86"])).toEqual({ ok: true, command: { kind: "set-rates", rates: { HTG: 135, EUR: 0.86 } } });
  });

  it.each([
    [[], adminUsage],
    [["set-rates"], "set-rates takes at least one rate, like HTG=135."],
    [["set-rates", "HTG=abc"], 'HTG: "abc" is not a rate'],
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
    const rates = new MemoryExchangeRates(new Date("2026-03-01T12:00:00.000Z"));
    const getExchangeRates = makeGetExchangeRates({ rates });
    const updateExchangeRates = makeUpdateExchangeRates({ rates, clock: fixedClock(new Date("2026-04-02T08:30:00.000Z")), unitOfWork: immediateUnitOfWork });
    const lines: string[] = [];
    const errors: string[] = [];
    return {
      users,
      rates,
      grantRole,
      getExchangeRates,
      updateExchangeRates,
      lines,
      errors,
      out: (line: string) => lines.push(line),
      err: (line: string) => errors.push(line),
    };
  };

  it("grants the role and says so", async () => {
    const { users, lines, ...tools } = await setup();
    const code = await runAdminCommand({ kind: "grant-role", member: "kds-0000123-0", role: "admin" }, tools);
    expect(code).toBe(0);
    expect(lines).toEqual(["Marie Joseph (KDS-0000123-0) is now admin (was member)."]);
    expect(users.rows.get(1)?.role).toBe("admin");
  });

  it("says when nothing changed", async () => {
    const { lines, ...tools } = await setup();
    await runAdminCommand({ kind: "grant-role", member: "marie@example.ht", role: "member" }, tools);
    expect(lines).toEqual(["Marie Joseph (KDS-0000123-0) already has the role member; nothing changed."]);
  });

  it("sets the named rates, keeps the others, and says what changed", async () => {
    const { rates, lines, ...tools } = await setup();
    const code = await runAdminCommand({ kind: "set-rates", rates: { HTG: 135, EUR: 0.86 } }, tools);
    expect(code).toBe(0);
    expect(lines).toEqual(["Rates per 1 USD from 2026-04-02T08:30:00.000Z: HTG 135 (was 132.5), EUR 0.86 (was 0.85), CAD 1.35, GBP 0.75, DOP 55.5."]);
    expect(rates.versions.at(-1)).toEqual({
      rates: { HTG: 135, USD: 1, EUR: 0.86, CAD: 1.35, GBP: 0.75, DOP: 55.5 },
      updatedAt: new Date("2026-04-02T08:30:00.000Z"),
      updatedBy: null,
    });
  });

  it("refuses a rate of zero with the reason, exit code 1, and keeps the rates", async () => {
    const { rates, errors, ...tools } = await setup();
    const code = await runAdminCommand({ kind: "set-rates", rates: { HTG: 0 } }, tools);
    expect(code).toBe(1);
    expect(errors).toEqual(["HTG: Each rate must be a number above 0, at most 1,000,000."]);
    expect(rates.versions).toHaveLength(1);
  });

  it("fails with exit code 1 for an unknown member", async () => {
    const { errors, ...tools } = await setup();
    const code = await runAdminCommand({ kind: "grant-role", member: "nobody@example.ht", role: "admin" }, tools);
    expect(code).toBe(1);
    expect(errors[0]).toContain('No member found for "nobody@example.ht"');
  });
});
