import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repositoryRoot } from "../../support/built-server";
import { serveFolder } from "../../support/static-server";
import type { Page } from "playwright-core";
import { assertAccessible, type Spec } from "../harness";

export const storybookBuild = join(repositoryRoot, "storybook/storybook-static");

interface StoryEntry {
  readonly type: string;
  readonly id: string;
  readonly title: string;
  readonly name: string;
}

/** How a story ended in the preview: rendered, or the preview's error event with its text. */
interface Outcome {
  readonly event: string;
  readonly detail: string;
}

/** The preview's events that end a story's render, the first two meaning success (the second: it is already shown). */
const endings = ["storyRendered", "storyUnchanged", "storyErrored", "storyThrewException", "storyMissing", "playFunctionThrewException"] as const;

/**
 * Asks the open preview to show a story, as the Storybook manager does when one is picked in its
 * sidebar, and waits for the preview to say how it ended (or for 15 s). Switching in place keeps
 * the preview's code loaded: reloading it for each of 700 stories was most of this run's time.
 */
const showStory = (page: Page, storyId: string): Promise<Outcome> =>
  // Sent as text: the test's compiler would wrap named functions in a helper the page lacks.
  page.evaluate(`new Promise((resolve) => {
    const id = ${JSON.stringify(storyId)};
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (channel === undefined) return resolve({ event: "noPreview", detail: "the preview's channel is missing" });
    let timer;
    const listeners = ${JSON.stringify(endings)}.map((event) => {
      const listener = (payload) => {
        // A late event of the story before is not this story's ending.
        if ((event === "storyRendered" || event === "storyUnchanged") && payload !== id) return;
        finish({ event: event === "storyUnchanged" ? "storyRendered" : event, detail: typeof payload === "string" ? payload : JSON.stringify(payload) });
      };
      channel.on(event, listener);
      return [event, listener];
    });
    const finish = (outcome) => {
      clearTimeout(timer);
      for (const [event, listener] of listeners) channel.off(event, listener);
      resolve(outcome);
    };
    timer = setTimeout(() => finish({ event: "timeout", detail: "no ending within 15 s" }), 15000);
    channel.emit("setCurrentStory", { storyId: id, viewMode: "story" });
  })`);

/**
 * A whole screen is checked in a window as tall as the screen: the fixed bars (the visitor's
 * sign-in bar) then sit below the content, where the layout keeps room for them, as they do once a
 * reader scrolls; in a short window they would cover whatever the screen happens to put at the
 * window's bottom edge (a map's pin), which scrolling uncovers.
 */
const assertAccessibleAsReadable = async (page: Page, story: StoryEntry, label: string): Promise<void> => {
  const window = page.viewportSize();
  if (!story.title.startsWith("Screens/") || window === null) return assertAccessible(page, label);
  const height = (await page.evaluate("document.documentElement.scrollHeight")) as number;
  await page.setViewportSize({ width: window.width, height: Math.min(Math.max(height, window.height), 6000) });
  try {
    await assertAccessible(page, label);
  } finally {
    await page.setViewportSize(window);
  }
};

/**
 * The stories are checked in parts, each a spec with its own time limit: one limit for all of them
 * failed a whole run when a busy machine made the last stories late, and named no part that was slow.
 */
const storiesPerPart = 120;
/**
 * A story takes about a fifth of a second on this 2-core machine (865 in three minutes beside other
 * work), and many times that when the screens' specs load it: a part's limit catches a story that
 * never ends, not a busy machine.
 */
const partTimeoutMs = (count: number): number => Math.max(10 * 60_000, count * 10_000);

const checkStories = async (newPage: () => Promise<Page>, stories: readonly StoryEntry[]): Promise<void> => {
  const storybook = await serveFolder(storybookBuild);
  const failures: string[] = [];
  try {
    const page = await newPage();
    const [first] = stories;
    // The preview is loaded once, on the part's first story; every story after is switched to in place.
    if (first !== undefined) {
      await page.goto(`${storybook.origin}/iframe.html?id=${encodeURIComponent(first.id)}&viewMode=story`);
      // Storybook marks the body once the first story has rendered or failed: the preview is ready.
      await page.waitForFunction(() =>
        ["sb-show-main", "sb-show-errordisplay", "sb-show-nopreview"].some((name) => document.body.classList.contains(name)),
      );
    }
    for (const story of stories) {
      const label = `story "${story.title} / ${story.name}"`;
      try {
        const outcome = await showStory(page, story.id);
        if (outcome.event !== "storyRendered") throw new Error(`did not render (${outcome.event}): ${outcome.detail.slice(0, 500)}`);
        await assertAccessibleAsReadable(page, story, label);
      } catch (error) {
        failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await storybook.close();
  }
  if (failures.length > 0) throw new Error(`${failures.length} of ${stories.length} stories failed:\n${failures.join("\n")}`);
};

/**
 * Every story of the Storybook build renders in Chromium without an error and without an
 * accessibility violation: the components are checked in each state the stories show, which
 * the pages alone rarely reach (dialogs open, errors, empty lists).
 */
export const storySpecs = (): readonly Spec[] => {
  if (!existsSync(join(storybookBuild, "index.json"))) return [];
  const index = JSON.parse(readFileSync(join(storybookBuild, "index.json"), "utf8")) as { entries: Record<string, StoryEntry> };
  // STORIES_MATCHING=screens-: only the stories whose id contains it, to check a few while working on them.
  const matching = process.env.STORIES_MATCHING ?? "";
  const stories = Object.values(index.entries).filter((entry) => entry.type === "story" && entry.id.includes(matching));
  const parts = Math.ceil(stories.length / storiesPerPart);
  return Array.from({ length: parts }, (_, part) => {
    const chosen = stories.slice(part * storiesPerPart, (part + 1) * storiesPerPart);
    const from = chosen[0]?.id ?? "";
    const to = chosen.at(-1)?.id ?? "";
    return {
      name: `every story, part ${part + 1}/${parts} (${chosen.length} of ${stories.length}: ${from} to ${to}), renders without error or accessibility violation`,
      timeoutMs: partTimeoutMs(chosen.length),
      run: ({ newPage }) => checkStories(newPage, chosen),
    };
  });
};
