import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { apiExamplesText } from "./api-examples";

/** `npm run openapi:examples`: writes openapi/examples.json, which the document's generation merges in. */
const file = fileURLToPath(new URL("../../../../openapi/examples.json", import.meta.url));
await writeFile(file, await apiExamplesText());
console.log("wrote openapi/examples.json");
