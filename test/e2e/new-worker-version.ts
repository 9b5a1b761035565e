import { existsSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { builtWebDir } from "../support/built-server";

/**
 * Serves a new version of the service worker while `task` runs, as a release does: the built
 * `sw.js` changes by one comment (the browser installs any worker whose bytes differ), its
 * compressed twins are set aside so the server answers the changed file, and all of it is put back
 * afterwards, whatever happened.
 */
export const withNewWorkerVersion = async (task: () => Promise<void>): Promise<void> => {
  const script = join(builtWebDir, "sw.js");
  const twins = [`${script}.br`, `${script}.gz`].filter((twin) => existsSync(twin));
  const original = await readFile(script);
  for (const twin of twins) await rename(twin, `${twin}.aside`);
  try {
    await writeFile(script, Buffer.concat([original, Buffer.from(`\n// a new version, ${new Date().toISOString()}\n`)]));
    await task();
  } finally {
    await writeFile(script, original);
    for (const twin of twins) await rename(`${twin}.aside`, twin);
  }
};
