import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HmacSecretHasher } from "@kominote/adapters/accounts/hmac-secret-hasher";
import { loadServerSecret } from "@kominote/adapters/accounts/server-secret";
import { openDatabase } from "@kominote/adapters/db/database";
import { migrateToLatest } from "@kominote/adapters/db/migrate";
import { seedBaseData } from "@kominote/adapters/db/seed";
import { pointActions, pointsTable } from "@kominote/core/rules/points-table";
import type { Knex } from "knex";

/** The session cookie over plain http (the bench's server has no https public origin). */
const sessionCookieName = "kominote_session";

export interface BenchPopulation {
  readonly members: number;
  /** Ledger lines per member (spread over the last weeks, all actions). */
  readonly ledgerLinesPerMember: number;
  readonly notificationsPerMember: number;
  /** Members given an open session, the first ones by id; the last of them is a moderator. */
  readonly signedIn: number;
}

export interface BenchDatabase {
  /** Environment for the built server: its data folder (or database) and the session key the cookies were signed with. */
  readonly env: Record<string, string>;
  /** `Cookie` headers of the signed-in members, the moderator last. */
  readonly cookies: readonly string[];
  readonly counts: { readonly members: number; readonly ledgerLines: number; readonly notifications: number };
  readonly describe: string;
  readonly remove: () => Promise<void>;
}

const count = async (db: Knex, table: string): Promise<number> => Number((await db(table).count({ count: "*" }).first())?.count ?? 0);

/**
 * Fills a fresh database before the server starts, set-based (generate_series), so 200,000 lines
 * take seconds: the embedded database in a temporary DATA_DIR by default, or the empty PostgreSQL
 * database `DATABASE_URL` names. Sessions are stored the way sign-in stores them (keyed hash of a
 * random token, with the SESSION_SECRET handed to the server), so the cookies are real.
 */
export const prepareBenchDatabase = async (population: BenchPopulation): Promise<BenchDatabase> => {
  const databaseUrl = process.env.DATABASE_URL;
  const external = databaseUrl !== undefined && databaseUrl !== "";
  const dataDir = await mkdtemp(join(tmpdir(), "kominote-bench-"));
  const secret = randomBytes(32).toString("hex");
  const db = await openDatabase(external ? { databaseUrl } : { dataDir });
  try {
    await migrateToLatest(db);
    await seedBaseData(db);
    if ((await count(db, "users")) > 0) throw new Error("the bench database already holds members: point DATABASE_URL at an empty database");

    // Members spread over the services, numbered like real ones.
    await db.raw(
      `insert into users (full_name, username, joined_service_id, role)
       select 'Manm ' || g, 'KDS-' || lpad(g::text, 7, '0') || '-0',
         (select id from services order by id offset (g % (select count(*) from services)) limit 1),
         'member'
       from generate_series(1, ?) as g`,
      [population.members],
    );
    await db.raw("update users set role = 'moderator' where id = (select min(id) + ? - 1 from users)", [population.signedIn]);

    // The points table as rows, so the ledger's amounts are the real ones.
    const actions = pointActions.map((action) => `('${action}', ${pointsTable[action].points})`).join(", ");
    await db.raw(
      `with actions(action, points, position) as (
         select action, points, row_number() over () - 1 from (values ${actions}) as t(action, points)
       )
       insert into points_ledger (user_id, action, points, reference_kind, reference_id, created_at)
       select u.id, a.action, a.points, 'contribution', k, now() - (k * interval '7 hours') - (u.id % 60) * interval '1 minute'
       from users u
       cross join generate_series(1, ?) as k
       join actions a on a.position = (u.id + k) % ${pointActions.length}`,
      [population.ledgerLinesPerMember],
    );
    await db.raw(
      "insert into member_points (user_id, total_points, updated_at) select user_id, sum(points), now() from points_ledger group by user_id",
    );
    await db.raw(
      `insert into notifications (user_id, type, title, message, reference_kind, reference_id, is_read, created_at)
       select u.id, 'task_response', '{"key": "points.action.contributionApproved"}'::jsonb,
         jsonb_build_object('literal', 'Kontribisyon ' || k || ' aksepte'), 'contribution', k, k % 3 = 0,
         now() - k * interval '5 hours'
       from users u cross join generate_series(1, ?) as k`,
      [population.notificationsPerMember],
    );
    // Each member contributed to a task, so the contribution count has rows to count.
    await db.raw(
      `insert into contributions (task_id, user_id, status)
       select (select min(id) from tasks), id, case when id % 3 = 0 then 'approved' else 'pending' end from users`,
    );

    const hasher = new HmacSecretHasher(loadServerSecret({ secret, dataDir }));
    const members = (await db("users").orderBy("id").limit(population.signedIn).pluck("id")) as number[];
    const tokens = members.map(() => randomBytes(32).toString("base64url"));
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    await db.batchInsert(
      "sessions",
      members.map((userId, index) => ({
        token_hash: hasher.hash(tokens[index] ?? ""),
        user_id: userId,
        created_at: now,
        last_active_at: now,
        expires_at: expiresAt,
      })),
      500,
    );
    const counts = {
      members: await count(db, "users"),
      ledgerLines: await count(db, "points_ledger"),
      notifications: await count(db, "notifications"),
    };
    return {
      env: { SESSION_SECRET: secret, ...(external ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) },
      cookies: tokens.map((token) => `${sessionCookieName}=${token}`),
      counts,
      describe: external ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite in a temporary DATA_DIR",
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  } finally {
    // The embedded database is single-process: it must be closed before the server opens it.
    await db.destroy();
  }
};
