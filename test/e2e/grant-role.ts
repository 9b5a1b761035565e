import { spawn } from "node:child_process";
import type { Role } from "@kominote/core/schemas/users";
import { repositoryRoot, type RunningServer } from "../support/built-server";

/** Gives a member (member number, e-mail or phone) a role, as an operator does on the server. */
export type GrantRole = (member: string, role: Role) => Promise<void>;

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

/**
 * The README's way to make a moderator: the embedded database opens in one process at a time, so
 * the server is stopped, `npm run admin -- grant-role` runs on its data folder, and the server
 * starts again on the same address. Sessions live in the database: signed-in members stay signed in.
 */
export const grantRoleOn =
  (server: RunningServer): GrantRole =>
  (member, role) =>
    server.whileStopped((env) => runAdmin(["grant-role", member, role], env));
