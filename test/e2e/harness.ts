import type { AxeResults, Result as AxeResult, RunOptions } from "axe-core";
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import type { Language } from "@kominote/core/i18n/languages";

/** What every spec receives: the running server and a way to open a fresh browser context. */
export interface SpecContext {
  readonly origin: string;
  /** A new context (own storage, own cookies) and a page in it; closed after the spec. */
  readonly newPage: (options?: BrowserContextOptions) => Promise<Page>;
}

export interface Spec {
  readonly name: string;
  readonly run: (context: SpecContext) => Promise<void>;
  /** How long the whole spec may take before it fails; a stalled spec must not hold the run. */
  readonly timeoutMs?: number;
}

/** The longest a spec takes on a loaded 2-core machine is about a minute; five leave room and stop a stall. */
export const specTimeoutMs = 5 * 60_000;

/** Rejects when the spec has not settled in time, naming how long it was given. */
const withinTime = async (work: Promise<void>, ms: number): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the spec did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
};

export const defaultTimeoutMs = 15_000;

/**
 * Waits until one of the locator's matches is visible (hidden copies, such as a closed drawer's
 * links, are skipped), failing with a readable reason.
 */
export const visible = async (locator: Locator, what: string): Promise<Locator> => {
  const first = locator.filter({ visible: true }).first();
  try {
    await first.waitFor({ state: "visible", timeout: defaultTimeoutMs });
  } catch {
    throw new Error(`expected ${what} to be visible`);
  }
  return first;
};

/**
 * Starts waiting for something that shows only for a moment (a toast) before the action that
 * causes it; the returned check, awaited after the steps in between, fails if it never showed.
 */
export const watchFor = (locator: Locator, what: string): (() => Promise<void>) => {
  const seen = visible(locator, what).then(
    () => null,
    (error: unknown) => error,
  );
  return async () => {
    const problem = await seen;
    if (problem !== null) throw problem;
  };
};

/** A file as Playwright hands it to a file dialog. */
export interface PickedFile {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/**
 * Chooses files as a member does: presses the picker's button (named in the page's language) and
 * answers the file dialog it opens.
 */
export const chooseFiles = async (scope: Locator, buttonName: string, files: PickedFile | readonly PickedFile[]): Promise<void> => {
  const [chooser] = await Promise.all([
    scope.page().waitForEvent("filechooser", { timeout: defaultTimeoutMs }),
    (await visible(scope.getByRole("button", { name: buttonName, exact: true }), `the "${buttonName}" button`)).click(),
  ]);
  await chooser.setFiles(Array.isArray(files) ? [...files] : [files as PickedFile]);
};

/** Waits until the page's <html lang> is `language` (it changes after the app applies a choice). */
export const htmlLangIs = async (page: Page, language: Language): Promise<void> => {
  try {
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language, {
      timeout: defaultTimeoutMs,
    });
  } catch {
    const actual = await page.evaluate(() => document.documentElement.lang);
    throw new Error(`expected <html lang="${language}">, found lang="${actual}"`);
  }
};

/** Sets the device's stored language before any page script runs, as a returning visitor has it. */
export const rememberLanguage = async (page: Page, language: Language): Promise<void> => {
  await page.context().addInitScript((lang) => {
    window.localStorage.setItem("language", lang);
  }, language);
};

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const resolve = createRequire(import.meta.url);
const axeScript = readFileSync(resolve.resolve("axe-core/axe.min.js"), "utf8");
const axeVersion = (resolve("axe-core/package.json") as { version: string }).version;

/**
 * axe's violations of the WCAG tags on the page (or on the part `within` selects), checked in the
 * page itself. axe's minified build goes into a page only when the page lacks it, so a page checked
 * again and again (the stories, switched in place) reads it once: the packaged runner read the
 * 1.3 MB unminified build twice per check and opened a blank page for each, most of a story's time
 * on a busy machine. Frames are not entered: the only one is the live meeting's video service,
 * whose own page is not ours to fix; its frame element (its title) is checked with the page.
 */
const violationsOn = async (page: Page, within?: string): Promise<AxeResult[]> => {
  const present = await page.evaluate((version) => (window as { axe?: { version?: string } }).axe?.version === version, axeVersion);
  if (!present) await page.evaluate(axeScript);
  return page.evaluate(
    async ({ tags, part }) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } };
      const results = await axe.run(part ?? document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], iframes: false });
      return results.violations;
    },
    { tags: wcagTags, part: within ?? null },
  );
};

/** Every axe violation of the WCAG 2.2 AA rule set on the current page, printed in full; none allowed. */
/** `within`: a selector of the part to check, on a page too long to check whole at every run (the API reference). */
export const assertAccessible = async (page: Page, label: string, within?: string): Promise<void> => {
  // Judge the settled screen: mid-way through a fade-in, text is paler than it will be.
  // Endless animations (spinners) never finish, and a stuck one must not stall the run.
  await page.evaluate(async () => {
    // Two frames, so that animations started by the last render have begun.
    for (let frame = 0; frame < 2; frame += 1) await new Promise((next) => requestAnimationFrame(next));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(finite), new Promise((settle) => setTimeout(settle, 3_000))]);
  });
  const violations = await violationsOn(page, within);
  if (violations.length === 0) return;
  const report = violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `      - ${node.target.join(" ")}\n        ${node.failureSummary?.replace(/\n/g, "\n        ") ?? ""}`)
        .join("\n");
      return `  [${violation.impact ?? "?"}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n");
  throw new Error(`${violations.length} accessibility violation(s) on ${label}:\n${report}`);
};

/** Where a failed spec's screens are kept, to be looked at after the run. */
const failuresDirectory = join(fileURLToPath(new URL("../..", import.meta.url)), "test-results", "e2e-failures");

/**
 * What each page of a failed spec showed when it failed, as a picture and its address: a failure
 * on CI is understood from the screen, not guessed from the message alone.
 */
const picturesOf = async (contexts: readonly BrowserContext[], specName: string): Promise<string[]> => {
  const slug = specName.replace(/[^a-z0-9]+/gi, "-").slice(0, 80);
  const pages = contexts.flatMap((context) => context.pages());
  return Promise.all(
    pages.map(async (page, index) => {
      const path = join(failuresDirectory, `${slug}-${index + 1}.png`);
      try {
        await mkdir(failuresDirectory, { recursive: true });
        await page.screenshot({ path, fullPage: true, timeout: 5_000 });
        return `screen ${index + 1} (${page.url()}): ${path}`;
      } catch (error) {
        return `screen ${index + 1} (${page.url()}): no picture (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`;
      }
    }),
  );
};

/** Runs specs one after another in one browser, each in its own context; returns the failures. A spec past its time fails and its pages are closed. */
export const runSpecs = async (
  browser: Browser,
  origin: string,
  specs: readonly Spec[],
  report: (line: string) => void,
): Promise<{ passed: number; failed: { name: string; error: string }[] }> => {
  let passed = 0;
  const failed: { name: string; error: string }[] = [];
  for (const spec of specs) {
    const contexts: BrowserContext[] = [];
    const pageErrors: string[] = [];
    const newPage = async (options?: BrowserContextOptions) => {
      // Less motion, as the system setting asks: screens settle at once, so what is checked is
      // what stays on screen, not a frame of a fade-in.
      const context = await browser.newContext({ baseURL: origin, reducedMotion: "reduce", ...options });
      contexts.push(context);
      context.setDefaultTimeout(defaultTimeoutMs);
      const page = await context.newPage();
      page.on("pageerror", (error) => pageErrors.push(error.message));
      return page;
    };
    const started = Date.now();
    try {
      await withinTime(spec.run({ origin, newPage }), spec.timeoutMs ?? specTimeoutMs);
      // An uncaught exception in the page is a bug even when the screen looks right.
      if (pageErrors.length > 0) throw new Error(`uncaught error(s) in the page:\n  ${pageErrors.join("\n  ")}`);
      passed += 1;
      report(`  ✓ ${spec.name} (${Date.now() - started} ms)`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failed.push({ name: spec.name, error: message });
      const pictures = await picturesOf(contexts, spec.name);
      report(`  ✗ ${spec.name} (${Date.now() - started} ms)\n    ${[message, ...pictures].join("\n").replace(/\n/g, "\n    ")}`);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  }
  return { passed, failed };
};
