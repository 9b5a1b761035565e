import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { resolve } from "node:path";
import { buildDocument } from "./build-document";
import { documentText, type OpenApiObject } from "./document-layout";
import { readExamples, withExamples } from "./examples";

const packageRoot = resolve(import.meta.dirname, "..");

export interface Artifact {
  /** Absolute path of the committed file. */
  readonly file: string;
  /** Path shown to people, relative to the repository root. */
  readonly name: string;
  readonly contents: string;
}

const clientHeader =
  "/**\n * Types of the Kominote API, generated from openapi/openapi.json by `npm run openapi:generate`.\n" +
  " * Do not edit: change the contract in core/src/contract/ and regenerate.\n */\n\n";

export const clientTypesText = async (document: OpenApiObject): Promise<string> => {
  const ast = await openapiTS(document as unknown as OpenAPI3, { silent: true });
  return clientHeader + astToString(ast);
};

/**
 * The two generated files, computed in memory: the document (with the examples of
 * openapi/examples.json), then the client types made from it.
 */
export const buildArtifacts = async (): Promise<readonly Artifact[]> => {
  const document = withExamples(buildDocument(), readExamples());
  return [
    { file: resolve(packageRoot, "openapi.json"), name: "openapi/openapi.json", contents: documentText(document) },
    { file: resolve(packageRoot, "client/schema.ts"), name: "openapi/client/schema.ts", contents: await clientTypesText(document) },
  ];
};
