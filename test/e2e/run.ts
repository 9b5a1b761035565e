import { chromium } from "playwright-core";
import { builtServerEntry, type RunningServer, startBuiltServer } from "../support/built-server";
import { chromiumArgs, chromiumInstallHint, findChromium } from "../support/chromium";
import { grantRoleOn } from "./grant-role";
import { runSpecs, type Spec } from "./harness";
import { accountSpecs } from "./specs/accounts";
import { communitySpecs } from "./specs/community-specs";
import { homeSpecs } from "./specs/home";
import { keyboardSpecs } from "./specs/keyboard";
import { mobileSpecs } from "./specs/mobile";
import { notFoundSpecs } from "./specs/not-found";
import { pendingActionSpecs } from "./specs/pending-actions";
import { serviceSpecs } from "./specs/services-specs";
import { signedOutBannerSpecs } from "./specs/signed-out-banner";
import { staticPageSpecs } from "./specs/static-pages";
import { storybookBuild, storySpecs } from "./specs/stories";
import { placesMapSpecs } from "./specs/places-map";
import { toolsAgenciesSpecs } from "./specs/tools-agencies";
import { toolsConverterSpecs } from "./specs/tools-converter";
import { toolsSafetySpecs } from "./specs/tools-safety";
import { toolsAssistantSpecs } from "./specs/tools-assistant";
import { liveActivitySpecs } from "./specs/live-activity";

/**
 * End-to-end run (`npm run test:e2e`): the production build, started as a user starts it, on a
 * fresh embedded database, driven by a real headless Chromium. Sequential and in one browser
 * (a 2-core machine); every spec gets its own browser context.
 */
const pageSpecs: readonly Spec[] = [...homeSpecs, ...staticPageSpecs, ...notFoundSpecs, ...keyboardSpecs, ...mobileSpecs, ...toolsConverterSpecs, ...signedOutBannerSpecs];

const main = async (): Promise<number> => {
  const executablePath = findChromium();
  if (executablePath === undefined) {
    console.error(chromiumInstallHint);
    return 1;
  }
  let server: RunningServer | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    console.log(`Starting ${builtServerEntry} ...`);
    // The stories are checked when Storybook has been built (`npm test` builds it before this run).
    const stories = storySpecs();
    if (stories.length === 0) console.log(`Stories not checked: ${storybookBuild} is missing (npm run storybook:build).`);
    // Info level: the outbox prints every e-mail and text message there, where the account specs read their codes.
    // Behind one trusted proxy, as in production: the API helpers' members come from their own addresses.
    server = await startBuiltServer({ LOG_LEVEL: "info", TRUST_PROXY: "true" });
    const running = server;
    const all = [
      ...pageSpecs,
      ...accountSpecs(() => running.output()),
      ...serviceSpecs({ log: () => running.output(), grantRole: grantRoleOn(running) }),
      ...pendingActionSpecs({ log: () => running.output(), grantRole: grantRoleOn(running) }),
      ...toolsAgenciesSpecs({ log: () => running.output(), grantRole: grantRoleOn(running) }),
      ...toolsSafetySpecs({ log: () => running.output(), grantRole: grantRoleOn(running) }),
      ...placesMapSpecs({ log: () => running.output(), grantRole: grantRoleOn(running) }),
      ...communitySpecs(() => running.output()),
      ...stories,
      ...toolsAssistantSpecs({ log: () => running.output() }),
      ...liveActivitySpecs(),
    ];
    // `npm run test:e2e -- accounts konekte`: only the specs whose name contains one of the words.
    const filters = process.argv.slice(2);
    const specs = filters.length === 0 ? all : all.filter((spec) => filters.some((word) => spec.name.includes(word)));
    browser = await chromium.launch({ executablePath, args: [...chromiumArgs] });
    console.log(`e2e: ${specs.length} specs against ${server.origin} in ${executablePath}`);
    const { passed, failed } = await runSpecs(browser, server.origin, specs, (line) => console.log(line));
    console.log("");
    if (failed.length > 0) {
      console.log("Failed:");
      for (const failure of failed) console.log(`  ✗ ${failure.name}`);
      console.log("");
    }
    console.log(`e2e: ${passed} passed, ${failed.length} failed`);
    return failed.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`e2e could not run: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await browser?.close();
    await server?.stop();
  }
};

process.exitCode = await main();
