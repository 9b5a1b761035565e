import { chromium } from "playwright-core";
import { builtServerEntry, type RunningServer, startBuiltServer } from "../support/built-server";
import { chromiumArgs, chromiumInstallHint, findChromium } from "../support/chromium";
import { runSpecs, type Spec } from "./harness";
import { moderatorsOn } from "./moderators";
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
import { e2eMeetingBaseUrl, liveMeetingSpecs } from "./specs/live-meeting";
import { offlineSpecs } from "./specs/offline";
import { offlineUpdateSpecs } from "./specs/offline-update";
import { offlineBackgroundSyncSpecs } from "./specs/offline-background-sync";
import { apiDocsSpecs } from "./specs/api-docs";

/**
 * End-to-end run (`npm run test:e2e`): the production build, started as a user starts it, on a
 * fresh embedded database, driven by a real headless Chromium. One browser (a 2-core machine),
 * two lanes (screens, stories); every spec gets its own browser context.
 */
const pageSpecs: readonly Spec[] = [...homeSpecs, ...staticPageSpecs, ...notFoundSpecs, ...keyboardSpecs, ...mobileSpecs, ...toolsConverterSpecs, ...signedOutBannerSpecs, ...apiDocsSpecs];

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
    // The live meeting's video at a local address each spec's browser answers itself: nothing leaves the machine.
    server = await startBuiltServer({ LOG_LEVEL: "info", TRUST_PROXY: "true", MEETING_BASE_URL: e2eMeetingBaseUrl });
    const running = server;
    // The six specs that need a moderator take one each; two spare.
    const takeModerator = await moderatorsOn(running, 8);
    const screens = [
      ...pageSpecs,
      ...accountSpecs(() => running.output()),
      ...serviceSpecs({ log: () => running.output(), takeModerator }),
      ...pendingActionSpecs({ log: () => running.output(), takeModerator }),
      ...toolsAgenciesSpecs({ log: () => running.output(), takeModerator }),
      ...toolsSafetySpecs({ log: () => running.output(), takeModerator }),
      ...placesMapSpecs({ log: () => running.output(), takeModerator }),
      ...communitySpecs(() => running.output()),
      ...toolsAssistantSpecs({ log: () => running.output() }),
      ...liveActivitySpecs(),
      ...liveMeetingSpecs({ takeModerator }),
      ...offlineSpecs({ takeModerator }),
      ...offlineBackgroundSyncSpecs(),
      // Last: it serves a new version of the service worker while it runs.
      ...offlineUpdateSpecs(),
    ];
    // `npm run test:e2e -- accounts konekte`: only the specs whose name contains one of the words.
    const filters = process.argv.slice(2);
    const chosen = (specs: readonly Spec[]) => (filters.length === 0 ? specs : specs.filter((spec) => filters.some((word) => spec.name.includes(word))));
    browser = await chromium.launch({ executablePath, args: [...chromiumArgs] });
    // Two lanes in one browser: the stories (their own static server, no shared state) beside the
    // screens' specs (one server, specs in order, as some read what earlier ones left).
    const lanes = [chosen(screens), chosen(stories)].filter((lane) => lane.length > 0);
    console.log(`e2e: ${lanes.reduce((sum, lane) => sum + lane.length, 0)} specs in ${lanes.length} lane(s) against ${server.origin} in ${executablePath}`);
    const openBrowser = browser;
    const results = await Promise.all(lanes.map((lane) => runSpecs(openBrowser, running.origin, lane, (line) => console.log(line))));
    const passed = results.reduce((sum, result) => sum + result.passed, 0);
    const failed = results.flatMap((result) => result.failed);
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
