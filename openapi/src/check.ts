import { readFile } from "node:fs/promises";
import { buildArtifacts } from "./artifacts";

const readOrNull = (file: string): Promise<string | null> => readFile(file, "utf8").catch(() => null);

/** Fails when a generated file on disk is not what the current contract generates. */
const stale: string[] = [];
for (const artifact of await buildArtifacts()) {
  const onDisk = await readOrNull(artifact.file);
  if (onDisk !== artifact.contents) {
    stale.push(artifact.name);
    console.error(
      onDisk === null
        ? `${artifact.name} is missing.`
        : `${artifact.name} differs from what the contract in core/src/contract/ generates.`,
    );
  }
}
if (stale.length > 0) {
  console.error("Run `npm run openapi:generate` and commit the result.");
  process.exit(1);
}
console.log("openapi/openapi.json and openapi/client/schema.ts are up to date.");
