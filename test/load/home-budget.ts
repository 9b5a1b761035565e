import { builtWebDir } from "../support/built-server";
import { staticHomeJavaScript } from "./home-javascript";

/**
 * Fails the build when the home page's first JavaScript (index.html and what it imports
 * statically, gzip -9) passes its budget. A phone on a slow link pays for every byte before the
 * first screen works, and one import of a schema from a route's search check once added 56 KB
 * unnoticed. `npm run bench` measures the same bytes as Chromium loads them, with the lazy chunks.
 */
const budgetBytes = 150 * 1024;

const js = await staticHomeJavaScript(builtWebDir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`home page JavaScript: ${kb(js.totalGzipBytes)} in ${js.scripts.length} files (budget ${kb(budgetBytes)})`);
if (js.totalGzipBytes > budgetBytes) {
  const largest = [...js.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
  console.log(`Over budget. Largest files: ${largest.map((script) => `${script.path} ${kb(script.gzipBytes)}`).join(", ")}`);
  process.exitCode = 1;
}
