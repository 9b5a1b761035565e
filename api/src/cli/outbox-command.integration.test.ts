import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { openDatabase } from "@kominote/adapters/db/database";
import { migrateToLatest } from "@kominote/adapters/db/migrate";
import { OutboxMailer } from "@kominote/adapters/messaging/outbox-mailer";
import { OutboxSmsSender } from "@kominote/adapters/messaging/outbox-sms-sender";
import { composeEmailVerification, composeLoginCodeSms } from "@kominote/core/messaging/compose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOutboxArgs, renderOutbox, runOutbox } from "./outbox-command";

const repositoryRoot = resolve(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(join(tmpdir(), "kominote-outbox-"));
const env = { DATA_DIR: dataDir };
const verification = composeEmailVerification("ht", { fullName: "Mari Jozèf", link: "https://kominote.ht/verify-email?token=abc" });

beforeAll(async () => {
  // Written the way the server writes them: through the outbox adapters, into DATA_DIR's PGlite.
  const db = await openDatabase({ dataDir });
  try {
    await migrateToLatest(db);
    await new OutboxMailer(db, () => undefined).send({ to: "mari@example.ht", ...verification });
    await new OutboxSmsSender(db, () => undefined).send({
      to: "+50937123456",
      ...composeLoginCodeSms("ht", { code: "482913", minutes: 10 }),
    });
  } finally {
    await db.destroy();
  }
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("parseOutboxArgs", () => {
  it("lists 20 readable messages by default and reads --limit and --json", () => {
    expect(parseOutboxArgs([])).toEqual({ limit: 20, json: false });
    expect(parseOutboxArgs(["--limit", "5", "--json"])).toEqual({ limit: 5, json: true });
    expect(parseOutboxArgs(["--help"])).toBe("help");
  });

  it("refuses a limit that is not a positive whole number, and unknown options", () => {
    expect(() => parseOutboxArgs(["--limit", "zero"])).toThrow(/--limit/);
    expect(() => parseOutboxArgs(["--limit", "0"])).toThrow(/--limit/);
    expect(() => parseOutboxArgs(["--verbose"])).toThrow();
  });
});

describe("the outbox command", () => {
  it("prints the newest messages first, readably, from the server's database", async () => {
    let output = "";
    await runOutbox([], env, (text) => (output += text));

    const sms = output.indexOf("SMS to +50937123456");
    const email = output.indexOf("E-mail to mari@example.ht");
    expect(sms).toBeGreaterThanOrEqual(0);
    expect(email).toBeGreaterThan(sms);
    expect(output).toContain("Kòd Kominote ou: 482913.");
    expect(output).toContain(`Subject: ${verification.subject}`);
    expect(output).toContain("https://kominote.ht/verify-email?token=abc");
    expect(output).not.toContain("<html");
  });

  it("keeps to the limit", async () => {
    const db = await openDatabase({ dataDir });
    try {
      const text = await renderOutbox(db, { limit: 1, json: false });
      expect(text).toContain("SMS to +50937123456");
      expect(text).not.toContain("E-mail to");
    } finally {
      await db.destroy();
    }
  });

  it("prints one JSON object per line with --json, when run as the npm script does", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "api/scripts/outbox.ts", "--json"],
      { cwd: repositoryRoot, env: { ...process.env, ...env, DATABASE_URL: "" } },
    );
    const lines = stdout.trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ channel: "sms", to: "+50937123456", subject: null, body: "Kòd Kominote ou: 482913. Li valab 10 min. Pa bay pèsonn li. Si se pa ou ki mande l, inyore mesaj sa a." });
    expect(lines[1]).toMatchObject({ channel: "email", to: "mari@example.ht", subject: verification.subject, body: verification.text });
    expect(new Date(String(lines[1]?.createdAt)).toISOString()).toBe(lines[1]?.createdAt);
  });
});
