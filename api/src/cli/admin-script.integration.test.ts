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
import { LocalFileStorage } from "@kominote/adapters/storage/local-file-storage";
import { startLocalS3Server } from "@kominote/adapters/storage/local-s3-server";
import { S3FileStorage, s3Client } from "@kominote/adapters/storage/s3-file-storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../..");
const run = promisify(execFile);

/** `npm run admin -- ...` as an operator types it, with these variables (the embedded database unless they say otherwise). */
const adminWith = async (env: Record<string, string>, ...args: string[]) => {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "api/scripts/admin.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "", AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

/** `npm run admin -- ...` on the embedded database of a data directory. */
const admin = (dataDir: string, ...args: string[]) => adminWith({ DATA_DIR: dataDir }, ...args);

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

describe("npm run admin -- move-files-to-s3", () => {
  it("copies the uploads to the bucket, checked, keeps the local copies, then removes them with --delete-local", async () => {
    const s3 = await startLocalS3Server();
    const filesDir = await mkdtemp(join(tmpdir(), "kominote-admin-files-"));
    try {
      const folder = new LocalFileStorage(join(filesDir, "uploads"));
      await folder.put("profile-admin001.webp", new Uint8Array([1, 2, 3]), "image/webp");
      await folder.put("upload-admin0002.pdf", new Uint8Array([4, 5]), "application/pdf");
      const env = {
        DATA_DIR: filesDir,
        S3_ENDPOINT: s3.settings.endpoint,
        S3_BUCKET: s3.settings.bucket,
        S3_REGION: s3.settings.region,
        S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      };

      const first = await adminWith(env, "move-files-to-s3");
      expect(first.code).toBe(0);
      expect(first.stdout).toContain("2 files found: 2 copied, 0 already in the bucket, 0 local copies removed, 0 not moved.");
      expect(first.stdout).toContain("run again with --delete-local");
      expect(await folder.keys()).toHaveLength(2);
      const bucket = new S3FileStorage(s3Client(s3.settings), s3.settings.bucket);
      expect(await bucket.get("upload-admin0002.pdf")).toEqual({ bytes: new Uint8Array([4, 5]), contentType: "application/pdf" });

      // A file uploaded between the two runs is picked up by the second.
      await folder.put("profile-admin003.webp", new Uint8Array([6]), "image/webp");
      const second = await adminWith(env, "move-files-to-s3", "--delete-local");
      expect(second.code).toBe(0);
      expect(second.stdout).toContain("3 files found: 1 copied, 2 already in the bucket, 3 local copies removed, 0 not moved.");
      expect(await folder.keys()).toEqual([]);
      expect(await bucket.get("profile-admin003.webp")).toEqual({ bytes: new Uint8Array([6]), contentType: "image/webp" });

      const partial = await adminWith({ DATA_DIR: filesDir, S3_BUCKET: "kominote-media" }, "move-files-to-s3");
      expect(partial.code).toBe(1);
      expect(partial.stderr).toContain("missing: S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY");
      const none = await adminWith({ DATA_DIR: filesDir }, "move-files-to-s3", "--everything");
      expect(none.code).toBe(1);
      expect(none.stderr).toContain('move-files-to-s3 takes only --delete-local, not "--everything".');
    } finally {
      await s3.stop();
      await rm(filesDir, { recursive: true, force: true });
    }
  }, 90_000);
});
