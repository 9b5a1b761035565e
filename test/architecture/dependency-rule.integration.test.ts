import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Runs the project's dependency-cruiser configuration on a small tree laid out like the
 * repository, with one file per forbidden import, and checks that each is reported under
 * the rule that forbids it, while the allowed imports pass. A broken config that lets
 * everything through fails here.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const depcruiseBin = join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const run = promisify(execFile);

const fixture: Record<string, string> = {
  "core/src/rules/clean.ts": 'import { z } from "zod";\nexport const name = z.string();\n',
  "core/src/rules/uses-knex.ts": 'import knex from "knex";\nexport const db = knex;\n',
  "core/src/rules/uses-node.ts": 'import { readFile } from "node:fs/promises";\nexport const read = readFile;\n',
  "core/src/rules/uses-react-type.ts": 'import type { ReactNode } from "react";\nexport type View = ReactNode;\n',
  "core/src/rules/uses-adapters.ts": 'import { repo } from "../../../adapters/src/repo";\nexport const r = repo;\n',
  "adapters/src/repo.ts": 'import { name } from "../../core/src/rules/clean";\nexport const repo = name;\n',
  "adapters/src/uses-api.ts": 'import { server } from "../../api/src/server";\nexport const s = server;\n',
  "api/src/server.ts": 'import fastify from "fastify";\nimport { repo } from "../../adapters/src/repo";\nexport const server = [fastify, repo];\n',
  "web/src/uses-api.ts": 'import { server } from "../../api/src/server";\nexport const s = server;\n',
  "web/src/uses-fastify.ts": 'import fastify from "fastify";\nexport const f = fastify;\n',
  "web/src/cycle-a.ts": 'import { b } from "./cycle-b";\nexport const a = () => b;\n',
  "web/src/cycle-b.ts": 'import { a } from "./cycle-a";\nexport const b = () => a;\n',
};

interface Violation {
  readonly from: string;
  readonly to: string;
  readonly rule: { readonly name: string };
}

let dir = "";
let violations: readonly Violation[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "kominote-deps-"));
  for (const [path, source] of Object.entries(fixture)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), source);
  }
  // Real packages, so that forbidden imports resolve as they do in the repository.
  await symlink(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  const result = await run(
    process.execPath,
    [depcruiseBin, "core", "adapters", "api", "web", "--config", join(root, ".dependency-cruiser.cjs"), "--output-type", "json"],
    { cwd: dir, maxBuffer: 32 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => {
    // depcruise exits non-zero when it finds violations; its report is still on stdout.
    if (typeof error.stdout === "string" && error.stdout.length > 0) return { stdout: error.stdout };
    throw error;
  });
  violations = (JSON.parse(result.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const reported = (rule: string, from: string) =>
  violations.some((v) => v.rule.name === rule && v.from === from);

describe("the dependency rule", () => {
  it.each([
    ["core-has-no-infrastructure", "core/src/rules/uses-knex.ts"],
    ["core-has-no-infrastructure", "core/src/rules/uses-react-type.ts"],
    ["core-has-no-node-builtins", "core/src/rules/uses-node.ts"],
    ["core-is-independent", "core/src/rules/uses-adapters.ts"],
    ["adapters-not-to-delivery", "adapters/src/uses-api.ts"],
    ["web-stays-client-side", "web/src/uses-api.ts"],
    ["web-stays-client-side", "web/src/uses-fastify.ts"],
    ["no-circular", "web/src/cycle-a.ts"],
  ])("reports %s for %s", (rule, from) => {
    expect(reported(rule, from), JSON.stringify(violations, null, 2)).toBe(true);
  });

  it("lets the allowed directions through", () => {
    const allowed = ["core/src/rules/clean.ts", "adapters/src/repo.ts", "api/src/server.ts"];
    expect(violations.filter((v) => allowed.includes(v.from))).toEqual([]);
  });
});
