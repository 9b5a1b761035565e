import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

/**
 * Flags for headless Chromium on a machine with no display, no GPU and no outside network:
 * without the background-networking ones Chromium keeps trying to reach its update and sync
 * services, which only slows every start here.
 */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const;

export const chromiumInstallHint =
  "No Chromium found. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable.";

/** The first Chromium that exists: CHROMIUM_PATH, Debian's /usr/bin/chromium, then Playwright's own download. */
export const findChromium = (): string | undefined => {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", playwrightChromium()];
  return candidates.find((path): path is string => typeof path === "string" && path.length > 0 && existsSync(path));
};

const playwrightChromium = (): string | undefined => {
  try {
    return chromium.executablePath();
  } catch {
    // playwright-core throws when it knows no browser for this platform.
    return undefined;
  }
};
