/*
 * npm run outbox [-- --limit N] [-- --json]: the e-mails and text messages kept while no SMTP
 * server or SMS gateway is configured. The work is done in src/cli/outbox-command.ts.
 */
import { runOutbox } from "../src/cli/outbox-command";

try {
  await runOutbox(process.argv.slice(2), process.env, (text) => process.stdout.write(text));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n(npm run outbox -- --help shows the options)\n`);
  process.exitCode = 1;
}
