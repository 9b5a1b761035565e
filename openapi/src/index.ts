export { buildDocument } from "./build-document";
export { buildArtifacts, clientTypesText, type Artifact } from "./artifacts";
export { documentText, sortDocument, type OpenApiObject } from "./document-layout";
