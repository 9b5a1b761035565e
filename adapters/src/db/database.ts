import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import knex, { type Knex } from "knex";
import ClientPgLite from "knex-pglite";
import pg from "pg";
import { lockEmbeddedFolder } from "./embedded-lock";

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, the `pg` driver talks to that server. */
  readonly databaseUrl?: string;
  /** Folder for embedded data; the PGlite cluster lives in `<dataDir>/pglite`. Defaults to `.data`. */
  readonly dataDir?: string;
  /** Embedded database held in memory only (tests); nothing is written to disk. */
  readonly inMemory?: boolean;
  /** Schema to use instead of `public`; it must exist before tables are created in it. */
  readonly schema?: string;
}

const INT8 = 20;
const DATE = 1082;

/**
 * Both drivers read values the same way: counts (bigint) as numbers, as PGlite already does, and
 * calendar dates (birthdays) as "YYYY-MM-DD" text, never as a Date shifted by the server's time zone.
 */
const parsers: Readonly<Record<number, (value: string) => unknown>> = {
  [INT8]: (value) => Number(value),
  [DATE]: (value) => value,
};

/**
 * Opens the one database of the product. PostgreSQL when a URL is given; otherwise PGlite, the same
 * Postgres compiled to WebAssembly, so every query and migration runs unchanged on a fresh machine.
 * Destroying the returned instance closes the PGlite cluster too (its single connection is the pool).
 */
export const openDatabase = async (options: DatabaseOptions = {}): Promise<Knex> => {
  const db = createDatabase(options);
  // Fail at boot, not at the first request, when the database cannot be reached or opened.
  await db.raw("select 1");
  return db;
};

/**
 * How long a query waits for a connection. While the server is unreachable every attempt fails at
 * once or within `connectTimeoutMs`; this bounds the wait when the pool is full, so a request
 * answers "try again in a moment" rather than hanging.
 */
const acquireTimeoutMs = 10_000;
/** A server that drops packets instead of refusing them would otherwise hold a connect for minutes. */
const connectTimeoutMs = 5_000;

/**
 * The database handle without a first query: `openDatabase` is what the server uses; this lets a
 * test hold a pool towards a server that is not there (yet).
 */
export const createDatabase = (options: DatabaseOptions = {}): Knex => {
  const searchPath = options.schema === undefined ? {} : { searchPath: [options.schema] };
  return options.databaseUrl !== undefined && options.databaseUrl !== ""
    ? knex({
        client: "pg",
        connection: serverConnection(options.databaseUrl),
        acquireConnectionTimeout: acquireTimeoutMs,
        ...searchPath,
      })
    : knex({
        client: ClientPgLite,
        dialect: "postgres",
        connection: embeddedConnection(options),
        ...searchPath,
      });
};

const serverConnection = (connectionString: string): Knex.PgConnectionConfig => ({
  connectionString,
  connectionTimeoutMillis: connectTimeoutMs,
  // Per-connection parsers: the process-wide pg.types registry stays untouched.
  types: {
    getTypeParser: (oid: number, format: string) =>
      parsers[oid] ?? pg.types.getTypeParser(oid, format === "binary" ? "binary" : "text"),
  },
});

/**
 * The extensions the embedded database offers, as a server's `pg_available_extensions` would:
 * pg_trgm serves the places' name search from an index (migrations 0021 and 0028).
 */
const embeddedExtensions = { pg_trgm };

/** knex-pglite uses a PGlite instance handed to it, which is how the parsers reach PGlite. */
const embeddedConnection = (options: DatabaseOptions): Knex.StaticConnectionConfig => {
  if (options.inMemory === true) {
    return { pglite: new PGlite({ dataDir: "memory://", parsers: { ...parsers }, extensions: embeddedExtensions }) } as unknown as Knex.StaticConnectionConfig;
  }
  const folder = pgliteFolder(options.dataDir);
  // PGlite is single-process: a second process on the same folder (a script while the server
  // runs) would corrupt it, so the folder is claimed first and freed when the cluster closes.
  const release = lockEmbeddedFolder(folder);
  const pglite = new PGlite({ dataDir: folder, parsers: { ...parsers }, extensions: embeddedExtensions });
  const close = pglite.close.bind(pglite);
  pglite.close = async () => {
    try {
      await close();
    } finally {
      release();
    }
  };
  return { pglite } as unknown as Knex.StaticConnectionConfig;
};

const pgliteFolder = (dataDir = ".data"): string => {
  const folder = resolve(process.cwd(), dataDir, "pglite");
  mkdirSync(folder, { recursive: true });
  return folder;
};
