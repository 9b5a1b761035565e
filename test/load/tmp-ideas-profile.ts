import { spawn } from "node:child_process";
import { builtServerEntry, freePort, waitUntilHealthy } from "../support/built-server";
import { prepareBenchDatabase } from "./bench-database";
import { seedIdeas } from "./idea-seed";
import { hammer } from "./load-run";
const database = await prepareBenchDatabase({ members: 10_000, ledgerLinesPerMember: 0, notificationsPerMember: 0, signedIn: 1 });
await seedIdeas(database);
const port = await freePort();
const child = spawn(process.execPath, ["--cpu-prof", "--cpu-prof-dir=/tmp/ideas-prof", builtServerEntry], {
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", NODE_ENV: "production", RATE_LIMIT_PER_MINUTE: "100000000", ...database.env },
  stdio: ["ignore", "inherit", "inherit"],
});
const origin = `http://127.0.0.1:${port}`;
await waitUntilHealthy(`${origin}/healthz`, child, 120_000);
const headers = { "accept-language": "ht", cookie: database.cookies[0] ?? "" };
await hammer(`${origin}/api/ideas?sort=votes`, 3, headers);
console.log(await hammer(`${origin}/api/ideas?sort=votes`, 8, headers));
const exited = new Promise((done) => child.once("exit", done));
child.kill("SIGTERM");
await exited;
await database.remove();
