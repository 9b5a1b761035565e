import {
  httpMethods,
  type MediaTypes,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type ResponseObject,
} from "./openapi-document";
import { renderExample } from "./render-example";
import { escapeHtml, renderSchema, schemaAnchor, typeLabel } from "./render-schema";

interface Entry {
  readonly method: string;
  readonly path: string;
  readonly operation: OperationObject;
}

const anchorOf = (entry: Entry): string =>
  `op-${entry.operation.operationId ?? `${entry.method}-${entry.path}`.replace(/[^\w-]/g, "-")}`;

const entriesByTag = (document: OpenApiDocument): Map<string, Entry[]> => {
  const groups = new Map<string, Entry[]>();
  for (const tag of document.tags ?? []) groups.set(tag.name, []);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of httpMethods) {
      const operation = item[method] as OperationObject | undefined;
      if (operation === undefined) continue;
      const tag = operation.tags?.[0] ?? "other";
      const group = groups.get(tag) ?? [];
      group.push({ method, path, operation });
      groups.set(tag, group);
    }
  }
  return new Map([...groups].filter(([, entries]) => entries.length > 0));
};

const renderParameters = (parameters: readonly ParameterObject[] | undefined): string => {
  if (parameters === undefined || parameters.length === 0) return "";
  const rows = parameters.map(
    (parameter) =>
      `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code></th><td>${escapeHtml(parameter.in)}</td>` +
      `<td>${typeLabel(parameter.schema)}</td><td>${parameter.required === true ? "yes" : "no"}</td>` +
      `<td>${escapeHtml(parameter.description ?? "")}</td></tr>`,
  );
  return (
    `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th>` +
    `<th scope="col">Type</th><th scope="col">Required</th><th scope="col">Notes</th></tr></thead><tbody>${rows.join("")}</tbody></table>`
  );
};

const renderContent = (content: MediaTypes | undefined, caption: string): string =>
  Object.entries(content ?? {})
    .map(([contentType, media]) => renderSchema(media.schema, `${caption} (${contentType})`))
    .join("");

/** A response as written, or the shared one its $ref names. */
const resolveResponse = (document: OpenApiDocument, response: ResponseObject): ResponseObject => {
  const prefix = "#/components/responses/";
  if (response.$ref === undefined || !response.$ref.startsWith(prefix)) return response;
  return document.components?.responses?.[response.$ref.slice(prefix.length)] ?? response;
};

const renderOperation = (document: OpenApiDocument, entry: Entry): string => {
  const { operation } = entry;
  const body = operation.requestBody;
  const responses = Object.entries(operation.responses ?? {}).map(([status, written]) => {
    const response = resolveResponse(document, written);
    return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description ?? "")}${renderContent(response.content, "Body")}</li>`;
  });
  return (
    `<article class="operation" id="${escapeHtml(anchorOf(entry))}">` +
    `<h3><span class="method method-${entry.method}">${entry.method.toUpperCase()}</span> <code>${escapeHtml(entry.path)}</code></h3>` +
    (operation.summary === undefined ? "" : `<p>${escapeHtml(operation.summary)}</p>`) +
    (operation.description === undefined ? "" : `<p>${escapeHtml(operation.description)}</p>`) +
    renderParameters(operation.parameters) +
    (body === undefined
      ? ""
      : `<h4>Request body${body.required === true ? "" : " (optional)"}</h4>${renderContent(body.content, "Body")}`) +
    (responses.length === 0 ? "" : `<h4>Responses</h4><ul class="responses">${responses.join("")}</ul>`) +
    renderExample(operation["x-example"]) +
    `</article>`
  );
};

/**
 * The API reference as one self-contained HTML page (no script, one same-origin stylesheet), so it
 * reads on a closed network and with a screen reader: a contents list, one section per tag, one
 * article per operation, then the shared schemas.
 */
export const renderReference = (document: OpenApiDocument, stylesheetHref: string): string => {
  const groups = entriesByTag(document);
  const tagDescriptions = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  const contents = [...groups]
    .map(
      ([tag, entries]) =>
        `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a> (${entries.length})<ul>` +
        entries
          .map(
            (entry) =>
              `<li><a href="#${escapeHtml(anchorOf(entry))}">${entry.method.toUpperCase()} ${escapeHtml(entry.path)}</a></li>`,
          )
          .join("") +
        `</ul></li>`,
    )
    .join("");
  const sections = [...groups]
    .map(([tag, entries]) => {
      const description = tagDescriptions.get(tag);
      return (
        `<section aria-labelledby="tag-${escapeHtml(tag)}"><h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>` +
        (description === undefined ? "" : `<p>${escapeHtml(description)}</p>`) +
        entries.map((entry) => renderOperation(document, entry)).join("") +
        `</section>`
      );
    })
    .join("");
  const schemas = Object.entries(document.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<article class="schema" id="${schemaAnchor(name)}"><h3>${escapeHtml(name)}</h3>${renderSchema(schema, name)}</article>`,
    )
    .join("");
  const title = `${document.info.title} ${document.info.version}`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} API reference</title><link rel="stylesheet" href="${escapeHtml(stylesheetHref)}"></head>` +
    `<body><a class="skip" href="#main">Skip to the reference</a>` +
    `<header><h1>${escapeHtml(title)}</h1>` +
    (document.info.description === undefined ? "" : `<p>${escapeHtml(document.info.description)}</p>`) +
    `<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a></p></header>` +
    `<nav aria-label="Contents"><h2>Contents</h2><ul>${contents}` +
    (schemas === "" ? "" : `<li><a href="#schemas">Schemas</a></li>`) +
    `</ul></nav><main id="main">${sections}` +
    (schemas === "" ? "" : `<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas}</section>`) +
    `</main></body></html>`
  );
};
