import { readFile } from "node:fs/promises";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumArgs } from "../support/chromium";

export interface ScriptSize {
  readonly path: string;
  readonly gzipBytes: number;
}

export interface HomeJavaScript {
  readonly method: string;
  readonly scripts: readonly ScriptSize[];
  readonly totalGzipBytes: number;
}

const gzipSize = async (file: string): Promise<number> => gzipSync(await readFile(file), { level: 9 }).length;

const measure = async (webDir: string, method: string, paths: Iterable<string>): Promise<HomeJavaScript> => {
  const scripts = await Promise.all(
    [...new Set(paths)].sort().map(async (path) => ({ path, gzipBytes: await gzipSize(join(webDir, path)) })),
  );
  return { method, scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
};

/** `src`/`href` attributes of module scripts and modulepreload links in the built index.html. */
const entryScripts = (html: string): string[] => {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith("<script") && /type=["']module["']/.test(tag);
    const isPreload = tag.startsWith("<link") && /rel=["']modulepreload["']/.test(tag);
    const url = /(?:src|href)=["']([^"']+)["']/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url !== undefined && url.startsWith("/")) found.push(url.slice(1));
  }
  return found;
};

/** Files a built chunk imports statically (`import ... from "./x.js"`, `import "./x.js"`, `export ... from`). */
const staticImports = (source: string, chunkPath: string): string[] =>
  [...source.matchAll(/\b(?:import|export)\s*(?:[^"'()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].flatMap((match) =>
    match[1] === undefined ? [] : [posix.join(posix.dirname(chunkPath), match[1])],
  );

/**
 * Without a browser: the entry scripts of index.html and everything they import statically.
 * Lazily loaded route chunks are not counted, so this is a lower bound.
 */
export const staticHomeJavaScript = async (webDir: string): Promise<HomeJavaScript> => {
  const pending = entryScripts(await readFile(join(webDir, "index.html"), "utf8"));
  const seen = new Set<string>();
  while (pending.length > 0) {
    const path = pending.pop();
    if (path === undefined || seen.has(path)) continue;
    seen.add(path);
    pending.push(...staticImports(await readFile(join(webDir, path), "utf8"), path));
  }
  return measure(webDir, "index.html entry + static imports (lazy route chunks not counted)", seen);
};

/**
 * With a browser: every script the home page really requests until the network is quiet,
 * lazily loaded route chunks included, each measured from the build output.
 */
export const loadedHomeJavaScript = async (webDir: string, origin: string, executablePath: string): Promise<HomeJavaScript> => {
  const browser = await chromium.launch({ executablePath, args: [...chromiumArgs] });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith(".js")) scripts.add(url.pathname.slice(1));
    });
    await page.goto(`${origin}/`, { waitUntil: "networkidle" });
    return await measure(webDir, "scripts requested by Chromium loading / (lazy chunks included)", scripts);
  } finally {
    await browser.close();
  }
};
