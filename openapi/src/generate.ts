import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { buildArtifacts } from "./artifacts";

/** Writes openapi/openapi.json and openapi/client/schema.ts from the core contract. */
for (const artifact of await buildArtifacts()) {
  await mkdir(dirname(artifact.file), { recursive: true });
  await writeFile(artifact.file, artifact.contents);
  console.log(`wrote ${artifact.name}`);
}
