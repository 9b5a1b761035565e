import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockKeys } from "../instances/once-across-instances";
import { migrateToLatest, migrateUnderStartUpLock, rollbackAll } from "./migrate";
import { testDatabaseTargets, type TestDatabase } from "./test-database";

const allMigrations = ["0001_foundation", "0002_accounts", "0003_registration", "0004_outbox", "0005_contributions", "0006_review_and_calls", "0007_notifications_and_points", "0008_ideas", "0009_forums", "0010_leaderboard", "0011_invitations", "0012_report_dismissals", "0013_exchange_rates", "0016_normalise_phone_numbers", "0017_members_leaving", "0018_government_agencies", "0019_places", "0020_safe_places_and_connection_points", "0021_place_name_search", "0024_instances", "0023_live_activity", "0022_live_meeting", "0025_live_meeting_comments", "0026_idempotency_keys", "0028_place_name_search_everywhere", "0029_place_name_order"];

describe.each(testDatabaseTargets())("migrations on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open({ migrate: false });
  });
  afterAll(() => database.close());

  it("applies every migration once, then does nothing on the next start", async () => {
    expect(await migrateToLatest(database.db)).toEqual(allMigrations);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it("creates the indexes the lists rely on", async () => {
    const { rows } = await database.db.raw<{ rows: { indexdef: string }[] }>(
      "select indexdef from pg_indexes where schemaname = current_schema() order by indexname",
    );
    const definitions = rows.map((row) => row.indexdef.replace(/"/g, ""));
    const expected = [
      /ON \S*users USING btree \(joined_service_id\)/,
      /ON \S*forums USING btree \(service_id, created_at DESC\) WHERE \(hidden_at IS NULL\)/,
      /ON \S*contributions USING btree \(task_id\)/,
      /UNIQUE INDEX .* ON \S*tasks USING btree \(service_id, position\)/,
      /UNIQUE INDEX .* ON \S*services USING btree \(slug\)/,
      /ON \S*outbox_messages USING btree \(created_at DESC, id DESC\)/,
      /ON \S*live_meeting_comments USING btree \(broadcast_id, id DESC\) WHERE \(hidden_at IS NULL\)/,
    ];
    for (const pattern of expected) {
      expect(definitions.some((definition) => pattern.test(definition)), String(pattern)).toBe(true);
    }
  });

  it("indexes the places' name search by trigrams on both backends, and migrates without the extension elsewhere", async () => {
    const { rows } = await database.db.raw<{ rows: unknown[] }>("select 1 from pg_indexes where schemaname = current_schema() and indexname = 'places_name_trgm_idx'");
    // This PostgreSQL has the contrib extensions; the embedded database loads pg_trgm.
    expect(rows).toHaveLength(1);
    await database.db("places").where("name_key", "like", "%kote%").select("id");
  });

  it("orders the places' name key by code point, whatever the database's collation", async () => {
    const { rows } = await database.db.raw<{ rows: { collation_name: string | null }[] }>(
      "select collation_name from information_schema.columns where table_schema = current_schema() and table_name = 'places' and column_name = 'name_key'",
    );
    expect(rows).toEqual([{ collation_name: "C" }]);
  });

  it("adds the trigram index to an install whose name search was unindexed, and leaves one that has it alone", async () => {
    await database.db.raw("drop index places_name_trgm_idx");
    await database.db("knex_migrations").where("name", "0028_place_name_search_everywhere").delete();
    expect(await migrateToLatest(database.db)).toEqual(["0028_place_name_search_everywhere"]);
    const { rows } = await database.db.raw<{ rows: unknown[] }>("select 1 from pg_indexes where schemaname = current_schema() and indexname = 'places_name_trgm_idx'");
    expect(rows).toHaveLength(1);
    await database.db("knex_migrations").where("name", "0028_place_name_search_everywhere").delete();
    expect(await migrateToLatest(database.db)).toEqual(["0028_place_name_search_everywhere"]);
  });

  it("rolls back to an empty schema and migrates again", async () => {
    await rollbackAll(database.db);
    expect(await database.db.schema.hasTable("services")).toBe(false);
    expect(await migrateToLatest(database.db)).toEqual(allMigrations);
    expect(await database.db.schema.hasTable("contributions")).toBe(true);
  });

  it.runIf(target.name === "postgres")("migrates from a command only once the server's start-up lock is free", async () => {
    let release = (): void => undefined;
    let held = (): void => undefined;
    const lockHeld = new Promise<void>((done) => (held = done));
    const starting = database.db.transaction(async (trx) => {
      await trx.raw("select pg_advisory_xact_lock(?)", [lockKeys.startUp]);
      held();
      await new Promise<void>((done) => (release = done));
    });
    await lockHeld;
    let finished = false;
    const migrating = migrateUnderStartUpLock(database.db).then((applied) => {
      finished = true;
      return applied;
    });
    await new Promise((done) => setTimeout(done, 300));
    expect(finished).toBe(false);
    release();
    await starting;
    expect(await migrating).toEqual([]);
  });
});
