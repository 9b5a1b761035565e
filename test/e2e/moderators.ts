import { spawn } from "node:child_process";
import { repositoryRoot, type RunningServer } from "../support/built-server";
import { registeredMember } from "./specs/community-support";
import type { SignedIn } from "./specs/services-support";

/** Runs `npm run admin -- <args>` against the server's data; fails with what the command printed. */
const runAdmin = (args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "admin", "--", ...args], { cwd: repositoryRoot, env, stdio: ["ignore", "pipe", "pipe"] });
    let printed = "";
    const keep = (chunk: Buffer) => {
      printed += chunk.toString();
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run admin -- ${args.join(" ")} exited with ${code}:\n${printed}`));
    });
  });

/** Hands out a moderator no other spec has been given. */
export type TakeModerator = () => SignedIn;

/**
 * `count` moderators made before any spec runs, the README's way: the embedded database opens in
 * one process at a time, so the server is stopped, `npm run admin -- grant-role` runs on its data
 * folder for each, and the server starts again on the same address (sessions live in the database:
 * signed-in members stay signed in). Once, before any spec: a role given mid-spec took the server
 * away from every open page for seconds, six times a run.
 */
export const moderatorsOn = async (server: RunningServer, count: number): Promise<TakeModerator> => {
  const moderators: SignedIn[] = [];
  for (let index = 1; index <= count; index++) {
    moderators.push(await registeredMember(server.origin, `moderator${index}`, `3735${String(index).padStart(4, "0")}`));
  }
  await server.whileStopped(async (env) => {
    for (const moderator of moderators) await runAdmin(["grant-role", moderator.member.email, "moderator"], env);
  });
  let given = 0;
  return () => {
    const moderator = moderators[given];
    if (moderator === undefined) throw new Error(`the ${count} moderators made before the run are all taken: make more in test/e2e/run.ts`);
    given += 1;
    return moderator;
  };
};
