import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const compressible = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|map|wasm|ico)$/i;
/** Below this the headers outweigh the gain. */
const minimumBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export interface PrecompressSummary {
  readonly files: number;
  readonly bytesBefore: number;
  readonly bytesAfterBrotli: number;
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) twin beside every compressible file of a folder, at
 * maximum compression, once at build time: the server then sends the smallest one a browser
 * accepts without compressing on each request. A twin that would not be smaller is not written.
 */
export const precompressFolder = async (root: string): Promise<PrecompressSummary> => {
  let files = 0;
  let bytesBefore = 0;
  let bytesAfterBrotli = 0;
  for await (const file of filesUnder(root)) {
    if (!compressible.test(file)) continue;
    const content = await readFile(file);
    if (content.byteLength < minimumBytes) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.byteLength < content.byteLength) await writeFile(`${file}.br`, br);
    if (gz.byteLength < content.byteLength) await writeFile(`${file}.gz`, gz);
    files += 1;
    bytesBefore += content.byteLength;
    bytesAfterBrotli += Math.min(br.byteLength, content.byteLength);
  }
  return { files, bytesBefore, bytesAfterBrotli };
};
