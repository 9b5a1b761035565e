import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Knex } from "knex";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { migrateToLatest } from "./migrate";
import { seedBaseData } from "./seed";
import { testDatabaseTargets } from "./test-database";

/** knex-pglite keeps its single PGlite instance on the client. */
const pgliteOf = (db: Knex): PGlite => (db.client as { pglite: PGlite }).pglite;

describe("openDatabase with no database URL", () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("keeps the data in <dataDir>/pglite across restarts, and closing knex closes PGlite", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "kominote-data-"));
    folders.push(dataDir);

    const first = await openDatabase({ dataDir });
    await migrateToLatest(first);
    await seedBaseData(first);
    const pglite = pgliteOf(first);
    await first.destroy();
    expect(pglite.closed).toBe(true);
    expect((await stat(join(dataDir, "pglite"))).isDirectory()).toBe(true);

    const second = await openDatabase({ dataDir });
    try {
      expect(await migrateToLatest(second)).toEqual([]);
      const { rows } = await second.raw<{ rows: { services: number }[] }>(
        "select count(*)::int as services from services",
      );
      expect(rows[0]?.services).toBeGreaterThanOrEqual(10);
    } finally {
      await second.destroy();
    }
  });
});

describe.each(testDatabaseTargets())("values read through $name", (target) => {
  it("come back as numbers for bigint counts and as plain text for calendar dates", async () => {
    const { db, close } = await target.open({ migrate: false });
    try {
      const { rows } = await db.raw<{ rows: { total: unknown; birthday: unknown }[] }>(
        "select count(*) as total, date '2001-02-03' as birthday from generate_series(1, 3)",
      );
      expect(rows).toEqual([{ total: 3, birthday: "2001-02-03" }]);
    } finally {
      await close();
    }
  });
});
