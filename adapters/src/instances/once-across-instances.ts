import type { Knex } from "knex";

/** True on a PostgreSQL server that several instances may share; false on the embedded PGlite. */
export const isSharedDatabase = (db: Knex): boolean => (db.client.config as { client?: unknown }).client === "pg";

/** Advisory lock keys (one 64-bit number space per database); fixed so every version agrees. */
export const lockKeys = {
  startUp: 7_402_001,
  leaderboardRebuild: 7_402_002,
  periodicJobs: 7_402_003,
} as const;

/**
 * Runs `work` while this instance holds `key`, waiting for another instance that holds it (migrations
 * and seed at start-up: two instances starting together apply them one after the other, the second
 * finding nothing to do). The lock is a transaction-scoped advisory lock on one pooled connection,
 * so it goes away with that connection if the process dies. PGlite is one process: it runs at once.
 */
export const whileHoldingLock = async <T>(db: Knex, key: number, work: () => Promise<T>): Promise<T> => {
  if (!isSharedDatabase(db)) return work();
  return db.transaction(async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(?)", [key]);
    return work();
  });
};

/**
 * A periodic job that runs once per `everyMs` across every instance: under a try-lock (an instance
 * that finds it taken skips this turn), and only if no instance ran it within the period. Returns
 * whether this call ran it. PGlite (one process): the period alone decides.
 */
export const runOncePerPeriod = async (
  db: Knex,
  job: { readonly name: string; readonly everyMs: number },
  /** Given the job's transaction: the embedded database has one connection, which the transaction holds. */
  work: (db: Knex) => Promise<void>,
): Promise<boolean> =>
  db.transaction(async (trx) => {
    if (isSharedDatabase(db)) {
      const { rows } = await trx.raw<{ rows: { locked: boolean }[] }>("select pg_try_advisory_xact_lock(?, hashtext(?)) as locked", [
        lockKeys.periodicJobs,
        job.name,
      ]);
      if (rows[0]?.locked !== true) return false;
    }
    // 90% of the period: timers of two instances drift a little; a run is never skipped for that.
    const { rows } = await trx.raw<{ rows: unknown[] }>(
      `insert into periodic_jobs (name, last_run_at, runs) values (?, now(), 1)
       on conflict (name) do update set last_run_at = now(), runs = periodic_jobs.runs + 1
       where periodic_jobs.last_run_at < now() - make_interval(secs => ?)
       returning name`,
      [job.name, (job.everyMs * 0.9) / 1000],
    );
    if (rows.length === 0) return false;
    await work(trx);
    return true;
  });
