import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { KnexUserRepository } from "@kominote/adapters/accounts/knex-user-repository";
import { openDatabase } from "@kominote/adapters/db/database";
import { migrateToLatest } from "@kominote/adapters/db/migrate";
import { KnexExchangeRateStore } from "@kominote/adapters/exchange-rates/knex-exchange-rate-store";
import { newMember } from "@kominote/core/testing/account-doubles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../..");
const run = promisify(execFile);

/** `npm run admin -- ...` as an operator types it, on the embedded database of a data directory. */
const admin = async (dataDir: string, ...args: string[]) => {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "api/scripts/admin.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "kominote-admin-"));
  const database = await openDatabase({ dataDir });
  await migrateToLatest(database);
  await new KnexUserRepository(database).create(
    newMember({ fullName: "Marie Joseph", email: "marie@example.ht", phoneNumber: "+50937123456", username: "KDS-0000123-0" }),
  );
  await database.destroy();
}, 60_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const roleInDatabase = async (): Promise<string | undefined> => {
  const database = await openDatabase({ dataDir });
  try {
    return (await new KnexUserRepository(database).findByEmail("marie@example.ht"))?.role;
  } finally {
    await database.destroy();
  }
};

describe("npm run admin -- grant-role", () => {
  it("gives the role to the member named by number, in the server's database", async () => {
    const result = await admin(dataDir, "grant-role", "KDS-0000123-0", "moderator");
    expect(result).toMatchObject({ code: 0, stdout: "Marie Joseph (KDS-0000123-0) is now moderator (was member).\n" });
    expect(await roleInDatabase()).toBe("moderator");
  }, 60_000);

  it("fails with exit code 1 and a clear message for an unknown member or a bad role", async () => {
    const unknown = await admin(dataDir, "grant-role", "+509 0000 0000", "admin");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No member found for "+509 0000 0000"');
    const badRole = await admin(dataDir, "grant-role", "marie@example.ht", "king");
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('Unknown role "king"');
    expect(await roleInDatabase()).toBe("moderator");
  }, 60_000);
});

const ratesInDatabase = async () => {
  const database = await openDatabase({ dataDir });
  try {
    return await new KnexExchangeRateStore(database).current();
  } finally {
    await database.destroy();
  }
};

describe("npm run admin -- set-rates", () => {
  it("sets the named rates in the server's database, dated now, keeping the others", async () => {
    const before = Date.now();
    const result = await admin(dataDir, "set-rates", "HTG=135.5", "eur=0,86");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Rates per 1 USD from \S+: HTG 135\.5 \(was 132\.5\), EUR 0\.86 \(was 0\.85\), CAD 1\.35, GBP 0\.75, DOP 55\.5\.\n$/);
    const current = await ratesInDatabase();
    expect(current.rates).toEqual({ HTG: 135.5, USD: 1, EUR: 0.86, CAD: 1.35, GBP: 0.75, DOP: 55.5 });
    expect(current.updatedBy).toBeNull();
    expect(current.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  }, 60_000);

  it("fails with exit code 1 and the reason for a rate that cannot be, changing nothing", async () => {
    const before = await ratesInDatabase();
    const zero = await admin(dataDir, "set-rates", "HTG=0");
    expect(zero.code).toBe(1);
    expect(zero.stderr).toContain("HTG: Each rate must be a number above 0, at most 1,000,000.");
    const text = await admin(dataDir, "set-rates", "GBP=abc");
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('GBP: "abc" is not a rate');
    expect(await ratesInDatabase()).toEqual(before);
  }, 60_000);
});
