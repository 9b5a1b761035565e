import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { EmbeddedDatabaseBusyError } from "./embedded-lock";

describe("embedded database lock", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "kominote-lock-"));
  afterEach(() => rmSync(join(dataDir, "pglite", "kominote.lock"), { force: true }));

  it("refuses a second opening of a folder that is in use, and allows it once closed", async () => {
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
    await first.destroy();

    const second = await openDatabase({ dataDir });
    await expect(second.raw("select 1 as one")).resolves.toBeDefined();
    await second.destroy();
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    // Process ids are below 2^22 on Linux: this one cannot be running.
    writeFileSync(join(dataDir, "pglite", "kominote.lock"), "99999999");
    const db = await openDatabase({ dataDir });
    await db.destroy();
  });
});
