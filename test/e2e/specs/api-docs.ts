import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { repositoryRoot } from "../../support/built-server";
import { assertAccessible, type Spec, visible } from "../harness";

const run = promisify(execFile);

export const apiDocsSpecs: readonly Spec[] = [
  {
    name: "api docs: the example script of docs/using-the-api.md runs against the server, and /api/docs shows each call with a Creole example",
    run: async ({ origin, newPage }) => {
      // As a third party runs it: its own process, the generated types, the public address.
      const { stdout } = await run(process.execPath, ["--import", "tsx", join(repositoryRoot, "docs/examples/first-calls.ts")], {
        cwd: repositoryRoot,
        env: { ...process.env, KOMINOTE_ORIGIN: origin },
        timeout: 60_000,
      });
      for (const expected of [/^Sante: \d+ travay, \d+ manm$/m, /^ {2}1\. .+/m, /^401 AUTH\.REQUIRED: .+/m, /^\d+ kote piblik$/m]) {
        if (!expected.test(stdout)) throw new Error(`the example script's output lacks ${String(expected)}:\n${stdout}`);
      }

      const page = await newPage();
      await page.goto("/api/docs");
      const call = page.locator("#op-listPublicServices");
      await (await visible(call.getByText("Example", { exact: true }), "the example of GET /api/public-services")).click();
      await visible(call.getByText("GET /api/public-services", { exact: true }), "the example's request line");
      await visible(call.getByText(/"name": "Sante"/), "the example's Creole answer");
      await assertAccessible(page, "/api/docs: a call with its example open", "#op-listPublicServices");
    },
  },
];
