import { openDatabase } from "@kominote/adapters/db/database";
import type { Knex } from "knex";
import type { BenchDatabase } from "./bench-database";

/** The community the idea and leaderboard benches load: 20,000 ideas (1 in 100 hidden) and 300,000 votes. */
export const ideaPopulation = { ideas: 20_000, votes: 300_000 } as const;

export interface IdeaCounts {
  readonly ideas: number;
  readonly hidden: number;
  readonly votes: number;
}

/** Opens the database `prepareBenchDatabase` filled (and closed), runs `work`, and closes it again. */
export const withBenchDatabase = async <T>(database: BenchDatabase, work: (db: Knex) => Promise<T>): Promise<T> => {
  const db = await openDatabase(
    database.env.DATABASE_URL === undefined ? { dataDir: database.env.DATA_DIR } : { databaseUrl: database.env.DATABASE_URL },
  );
  try {
    return await work(db);
  } finally {
    // The embedded database is single-process: it must be closed before the server opens it.
    await db.destroy();
  }
};

/**
 * Adds the ideas and votes, set-based, to the database `prepareBenchDatabase` filled (and closed):
 * ideas spread over the services and authors, three minutes apart; each member votes for ideas
 * spread over the whole list (never their own), and each idea's stored count matches its votes.
 */
export const seedIdeas = (database: BenchDatabase, population: { readonly ideas: number; readonly votes: number } = ideaPopulation): Promise<IdeaCounts> =>
  withBenchDatabase(database, async (db) => {
    await db.raw(
      `with s as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from services),
            m as (select min(id) as first, count(*) as total from users)
       insert into ideas (service_id, author_id, content, created_at)
       select s.id, m.first + (g * 7919) % m.total,
         'Ide ' || g || ': ' || repeat('Nou bezwen plis limyè nan lari yo pou moun ka mache aswè san pè. ', 1 + g % 3),
         now() - g * interval '3 minutes'
       from generate_series(1, ?) as g cross join m join s on s.n = g % s.total`,
      [population.ideas],
    );
    // 31 candidates per member, own ideas left out, then the first `votes`.
    await db.raw(
      `with m as (select min(id) as first, count(*) as total from users),
            i as (select min(id) as first, count(*) as total from ideas)
       insert into idea_votes (idea_id, voter_id, created_at)
       select x.id, v.voter, now() - k * interval '1 hour'
       from m cross join i
         cross join lateral generate_series(m.first, m.first + m.total - 1) as v(voter)
         cross join generate_series(1, 31) as k
         join ideas x on x.id = i.first + (v.voter * 7 + k * 131) % i.total and x.author_id <> v.voter
       limit ?`,
      [population.votes],
    );
    await db.raw(
      `update ideas set vote_count = c.votes
       from (select idea_id, count(*) as votes from idea_votes group by idea_id) c
       where ideas.id = c.idea_id`,
    );
    await db.raw("update ideas set hidden_at = now(), hidden_reason = 'Pa respekte règ yo.' where id % 100 = 0");
    await db.raw("analyze ideas");
    await db.raw("analyze idea_votes");
    const count = async (sql: string) => Number(((await db.raw(sql)) as { rows: { count: number | string }[] }).rows[0]?.count ?? 0);
    return {
      ideas: await count("select count(*) from ideas"),
      hidden: await count("select count(*) from ideas where hidden_at is not null"),
      votes: await count("select count(*) from idea_votes"),
    };
  });
