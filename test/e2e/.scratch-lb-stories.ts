import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../support/chromium";
import { serveFolder } from "../support/static-server";
import { assertAccessible } from "./harness";
import { storybookBuild } from "./specs/stories";

const index = JSON.parse(readFileSync(join(storybookBuild, "index.json"), "utf8")) as { entries: Record<string, { type: string; id: string; title: string; name: string }> };
const stories = Object.values(index.entries).filter((e) => e.type === "story" && e.title.startsWith("Leaderboard/"));
const storybook = await serveFolder(storybookBuild);
const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
for (const width of [1280, 400]) {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  for (const story of stories) {
    await page.goto(`${storybook.origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    await page.waitForFunction(() => ["sb-show-main", "sb-show-errordisplay", "sb-show-nopreview"].some((n) => document.body.classList.contains(n)));
    const ok = await page.evaluate(() => document.body.classList.contains("sb-show-main"));
    try {
      if (!ok) throw new Error("did not render");
      await assertAccessible(page, story.id);
      console.log("ok", width, story.id);
    } catch (error) {
      console.log("FAIL", width, story.id, error instanceof Error ? error.message : error);
    }
  }
  const shot = async (id: string, path: string) => {
    await page.goto(`${storybook.origin}/iframe.html?id=${id}&viewMode=story`);
    await page.waitForFunction(() => document.body.classList.contains("sb-show-main"));
    await page.waitForTimeout(500);
    await page.screenshot({ path, fullPage: false });
  };
  if (width === 400) await shot("leaderboard-leaderboardscreen--visitor", "/tmp/lb-visitor-mobile.png");
  if (width === 1280) await shot("leaderboard-leaderboardscreen--member", "/tmp/lb-member.png");
}
await browser.close();
await storybook.close();
