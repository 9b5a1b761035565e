/**
 * Bundles the server into one ESM file, api/dist/main.js: our workspace packages (@kominote/*,
 * shipped as TypeScript sources) are compiled in; npm packages stay external and load from
 * node_modules, so native and WASM files (PGlite) keep their own paths.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { build } from "esbuild";

const here = import.meta.dirname;
const manifest = JSON.parse(await readFile(resolve(here, "../package.json"), "utf8"));
const workspace = (name) => name.startsWith("@kominote/");
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !workspace(name));
// Dependencies of the bundled workspace packages are external too.
for (const pkg of ["core", "adapters"]) {
  const other = JSON.parse(await readFile(resolve(here, `../../${pkg}/package.json`), "utf8"));
  external.push(...Object.keys(other.dependencies ?? {}).filter((name) => !workspace(name)));
}

await build({
  entryPoints: [resolve(here, "../src/main.ts")],
  outfile: resolve(here, "../dist/main.js"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: [...new Set(external), ...[...new Set(external)].map((name) => `${name}/*`)],
  // Some CommonJS code inside the bundle may call require(); ESM has none unless it is made.
  banner: { js: 'import { createRequire as __kominoteCreateRequire } from "node:module"; const require = __kominoteCreateRequire(import.meta.url);' },
  logLevel: "info",
});
