/**
 * Build step run after the web client's build: writes .br and .gz twins beside its files.
 * Usage: tsx scripts/precompress.ts [folder]   (default: web/dist of this repository)
 */
import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import { precompressFolder } from "../src/build/precompress-folder";

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, "../../web/dist"));
if (!(await stat(root).catch(() => null))?.isDirectory()) {
  console.error(`precompress: ${root} is not a folder; build the web client first (npm run build -w @kominote/web).`);
  process.exit(1);
}
const { files, bytesBefore, bytesAfterBrotli } = await precompressFolder(root);
console.log(`precompress: ${files} files in ${root}, ${bytesBefore} -> ${bytesAfterBrotli} bytes with Brotli`);
