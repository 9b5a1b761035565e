import { KnexUserRepository } from "@kominote/adapters/accounts/knex-user-repository";
import { openDatabase } from "@kominote/adapters/db/database";
import { migrateUnderStartUpLock } from "@kominote/adapters/db/migrate";
import { KnexTransactions } from "@kominote/adapters/db/transactions";
import { KnexMemberDirectory } from "@kominote/adapters/accounts/knex-member-directory";
import { KnexExchangeRateStore } from "@kominote/adapters/exchange-rates/knex-exchange-rate-store";
import { systemClock } from "@kominote/adapters/system/system-clock";
import { makeGetExchangeRates } from "@kominote/core/use-cases/get-exchange-rates";
import { makeGrantRole } from "@kominote/core/use-cases/grant-role";
import { makeUpdateExchangeRates } from "@kominote/core/use-cases/update-exchange-rates";
import { parseAdminArgs, runAdminCommand } from "../src/cli/admin-command";
import { runMoveFilesToS3 } from "../src/cli/move-files-to-s3";
import { ConfigError, loadConfig } from "../src/config";

/** `npm run admin -- grant-role <member> <role>`, `set-rates HTG=135 ...` and `move-files-to-s3`: administration from the server's shell. */
const main = async (): Promise<number> => {
  const parsed = parseAdminArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(parsed.message);
    return 1;
  }
  const config = loadConfig();
  const { command } = parsed;
  // Files only: the database is not opened, so the server (even on the embedded database) may keep running.
  if (command.kind === "move-files-to-s3") return runMoveFilesToS3(config, command, { out: console.log, err: console.error });
  const database = await openDatabase({
    ...(config.DATABASE_URL === undefined ? {} : { databaseUrl: config.DATABASE_URL }),
    dataDir: config.DATA_DIR,
  });
  try {
    // A fresh data directory has no tables yet: the same migrations the server runs at start, under its lock.
    await migrateUnderStartUpLock(database);
    const grantRole = makeGrantRole({ users: new KnexUserRepository(database), directory: new KnexMemberDirectory(database) });
    const transactions = new KnexTransactions(database);
    const rates = new KnexExchangeRateStore(transactions.scoped());
    return await runAdminCommand(command, {
      grantRole,
      getExchangeRates: makeGetExchangeRates({ rates }),
      updateExchangeRates: makeUpdateExchangeRates({ rates, clock: systemClock, unitOfWork: transactions }),
      out: console.log,
      err: console.error,
    });
  } finally {
    await database.destroy();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
