import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const builtServerEntry = join(repositoryRoot, "api/dist/main.js");
export const builtWebDir = join(repositoryRoot, "web/dist");

export interface RunningServer {
  readonly origin: string;
  /** The server process's id (its CPU time is read from /proc by the cluster bench). */
  readonly pid: () => number | undefined;
  /** Everything the server printed, for diagnosing a failed start or run. */
  readonly output: () => string;
  readonly stop: () => Promise<void>;
  /**
   * Stops the server, runs `task` with the environment that reaches its data (what an operator's
   * command such as `npm run admin` needs: the embedded database opens in one process at a time),
   * then starts it again on the same port and data folder, so pages and sessions carry on.
   */
  readonly whileStopped: (task: (env: NodeJS.ProcessEnv) => Promise<void>) => Promise<void>;
}

/** A port nobody listens on right now, picked by the operating system. */
export const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });

/** Polls `url` until it answers 2xx, the process dies, or the time runs out. */
export const waitUntilHealthy = async (url: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${url} did not answer 2xx within ${timeoutMs / 1000} s`);
};

const stopProcess = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  child.kill("SIGTERM");
  const forced = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(forced);
};

/**
 * Starts the production build (`node api/dist/main.js`) on a free loopback port with a fresh,
 * empty data folder, so that migrations and seeds run as on a new install, and waits for /healthz.
 */
export const startBuiltServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  if (!existsSync(builtServerEntry)) {
    throw new Error(`${builtServerEntry} is missing: run \`npm run build\` first.`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), "kominote-data-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = "";
  // The embedded database in its fresh folder, whatever database the calling shell points at.
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const dataEnv = { DATA_DIR: dataDir };
  const keep = (chunk: Buffer) => {
    // Keep the tail only: a long run must not grow memory without bound.
    output = (output + chunk.toString()).slice(-64_000);
  };
  const launch = async (): Promise<ChildProcess> => {
    // CPU_PROFILE_DIR (e.g. `CPU_PROFILE_DIR=/tmp/prof npm run bench`): the server writes a V8 CPU
    // profile there when it stops (NODE_OPTIONS may not carry --cpu-prof).
    const profile = process.env.CPU_PROFILE_DIR === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`];
    const child = spawn(process.execPath, [...profile, builtServerEntry], {
      cwd: repositoryRoot,
      env: { ...inherited, HOST: "127.0.0.1", PORT: String(port), ...dataEnv, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    try {
      await waitUntilHealthy(`${origin}/healthz`, child, 120_000);
    } catch (error) {
      await stopProcess(child);
      throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
    }
    return child;
  };

  let child: ChildProcess | null = null;
  const stop = async () => {
    if (child !== null) await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    child = await launch();
  } catch (error) {
    await stop();
    throw error;
  }
  const whileStopped = async (task: (env: NodeJS.ProcessEnv) => Promise<void>): Promise<void> => {
    if (child !== null) await stopProcess(child);
    child = null;
    try {
      await task({ ...inherited, ...dataEnv, ...env });
    } finally {
      child = await launch();
    }
  };
  return { origin, pid: () => child?.pid, output: () => output, stop, whileStopped };
};
