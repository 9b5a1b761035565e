import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const context = await browser.newContext({ locale: "ht" });
const page = await context.newPage();
page.on("console", (m) => { if (!m.text().includes("style-src")) console.log("CONSOLE", m.type(), m.text().slice(0, 300)); });
page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
page.on("request", (r) => { if (r.url().includes("/api/") && !/live|events/.test(r.url())) console.log("REQ", r.url()); });
for (const path of (process.argv[2] ?? "/").split(",")) {
  console.log("==", path);
  await page.goto("http://127.0.0.1:3917" + path);
  await page.waitForLoadState("networkidle");
  console.log(await page.evaluate(() => JSON.stringify({ tsr: typeof (window as any).$_TSR, keys: Object.keys((window as any).$_TSR ?? {}), lang: document.documentElement.lang, h1: document.querySelector("h1")?.textContent })));
}
await browser.close();
