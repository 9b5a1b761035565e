import { parseArgs } from "node:util";
import { openDatabase } from "@kominote/adapters/db/database";
import { migrateUnderStartUpLock } from "@kominote/adapters/db/migrate";
import { formatOutboxMessage, outboxMessageJson } from "@kominote/adapters/messaging/outbox-format";
import { listOutboxMessages } from "@kominote/adapters/messaging/outbox-store";
import { loadConfig } from "../config";
import type { Database } from "../tokens";

export const outboxUsage = `Lists the newest e-mails and text messages kept in the outbox (sent while no SMTP server
or SMS gateway is configured), from the server's database (DATABASE_URL, else DATA_DIR).

  npm run outbox                    the 20 newest, readable
  npm run outbox -- --limit 5       the 5 newest
  npm run outbox -- --json          one JSON object per line
`;

export interface OutboxOptions {
  limit: number;
  json: boolean;
}

/** Reads the command line; a wrong option or limit is an error the caller prints with the usage. */
export const parseOutboxArgs = (argv: readonly string[]): OutboxOptions | "help" => {
  const { values } = parseArgs({
    args: [...argv],
    options: { limit: { type: "string", short: "n" }, json: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    strict: true,
    allowPositionals: false,
  });
  if (values.help === true) return "help";
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    throw new Error(`--limit takes a whole number from 1 to 10000, not "${values.limit}"`);
  }
  return { limit, json: values.json === true };
};

/** The newest messages, as text for a person or as JSON lines for a tool. */
export const renderOutbox = async (db: Database, { limit, json }: OutboxOptions): Promise<string> => {
  const messages = await listOutboxMessages(db, { limit });
  if (json) return messages.map((message) => `${outboxMessageJson(message)}\n`).join("");
  if (messages.length === 0) return "The outbox is empty.\n";
  return `${messages.map(formatOutboxMessage).join(`\n\n${"-".repeat(60)}\n\n`)}\n`;
};

/** The whole command: opens the same database as the server, brings it up to date, prints. */
export const runOutbox = async (
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  write: (text: string) => void,
): Promise<void> => {
  const options = parseOutboxArgs(argv);
  if (options === "help") {
    write(outboxUsage);
    return;
  }
  const config = loadConfig(env);
  const db = await openDatabase({
    ...(config.DATABASE_URL === undefined ? {} : { databaseUrl: config.DATABASE_URL }),
    dataDir: config.DATA_DIR,
  });
  try {
    await migrateUnderStartUpLock(db);
    write(await renderOutbox(db, options));
  } finally {
    await db.destroy();
  }
};
