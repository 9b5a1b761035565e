import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "playwright-core";
import { chromiumArgs } from "./test/support/chromium";
import { serveFolder } from "./test/support/static-server";

const root = "/tmp/sb-ideas";
const index = JSON.parse(readFileSync(`${root}/index.json`, "utf8")) as { entries: Record<string, { type: string; id: string }> };
const stories = Object.values(index.entries).filter((e) => e.type === "story");
const server = await serveFolder(root);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: [...chromiumArgs] });
const context = await browser.newContext();
const page = await context.newPage();
for (const story of stories) {
  await page.goto(`${server.origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
  await page.waitForFunction(() => ["sb-show-main", "sb-show-errordisplay", "sb-show-nopreview"].some((n) => document.body.classList.contains(n)));
  const ok = await page.evaluate(() => document.body.classList.contains("sb-show-main"));
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  console.log(story.id, ok ? "rendered" : "FAILED RENDER", results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`));
}
await browser.close();
await server.close();
