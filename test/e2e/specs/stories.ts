import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repositoryRoot } from "../../support/built-server";
import { serveFolder } from "../../support/static-server";
import { assertAccessible, type Spec } from "../harness";

export const storybookBuild = join(repositoryRoot, "storybook/storybook-static");

interface StoryEntry {
  readonly type: string;
  readonly id: string;
  readonly title: string;
  readonly name: string;
}

/**
 * Every story of the Storybook build renders in Chromium without an error and without an
 * accessibility violation: the components are checked in each state the stories show, which
 * the pages alone rarely reach (dialogs open, errors, empty lists).
 */
export const storySpecs = (): readonly Spec[] => {
  if (!existsSync(join(storybookBuild, "index.json"))) return [];
  const index = JSON.parse(readFileSync(join(storybookBuild, "index.json"), "utf8")) as { entries: Record<string, StoryEntry> };
  const stories = Object.values(index.entries).filter((entry) => entry.type === "story");
  return [
    {
      name: `every story (${stories.length}) renders without error or accessibility violation`,
      // About 8 minutes for 600 stories on a quiet 2-core machine; twice that while the screens' specs run beside it.
      timeoutMs: 25 * 60_000,
      run: async ({ newPage }) => {
        const storybook = await serveFolder(storybookBuild);
        const failures: string[] = [];
        try {
          const page = await newPage();
          for (const story of stories) {
            const label = `story "${story.title} / ${story.name}"`;
            try {
              await page.goto(`${storybook.origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
              // Storybook marks the body once the story has rendered (sb-show-main) or failed (sb-show-errordisplay).
              await page.waitForFunction(() =>
                ["sb-show-main", "sb-show-errordisplay", "sb-show-nopreview"].some((name) => document.body.classList.contains(name)),
              );
              const failed = await page.evaluate(() => !document.body.classList.contains("sb-show-main"));
              if (failed) {
                const shown = await page.evaluate(() => document.querySelector("#error-message, .sb-errordisplay")?.textContent?.trim() ?? "");
                throw new Error(`did not render: ${shown.slice(0, 500)}`);
              }
              await assertAccessible(page, label);
            } catch (error) {
              failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
            }
          }
        } finally {
          await storybook.close();
        }
        if (failures.length > 0) throw new Error(`${failures.length} of ${stories.length} stories failed:\n${failures.join("\n")}`);
      },
    },
  ];
};
