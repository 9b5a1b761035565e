import { chromium } from "/work/main/node_modules/playwright-core/index.mjs";
import { startBuiltServer } from "/work/main/test/support/built-server";
import { chromiumArgs, findChromium } from "/work/main/test/.scratch-f/support/chromium";
import { runSpecs } from "/work/main/test/.scratch-f/e2e/harness";
import { accountSpecs } from "/work/main/test/.scratch-f/e2e/specs/accounts";

const only = process.argv[2] ?? "";
const server = await startBuiltServer({ LOG_LEVEL: "info" });
const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
try {
  const specs = accountSpecs(() => server.output()).filter((s) => s.name.includes(only));
  const { passed, failed } = await runSpecs(browser, server.origin, specs, (l) => console.log(l));
  console.log(`${passed} passed, ${failed.length} failed`);
  if (process.env.DUMP) console.log(server.output().slice(-8000));
} finally {
  await browser.close();
  await server.stop();
}
