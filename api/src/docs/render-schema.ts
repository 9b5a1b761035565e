import type { SchemaObject } from "./openapi-document";

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const refName = (ref: string): string => ref.slice(ref.lastIndexOf("/") + 1);

/** The anchor of a named schema in the page's "Schemas" section. */
export const schemaAnchor = (name: string): string => `schema-${name.replace(/[^\w-]/g, "-")}`;

const constraints = (schema: SchemaObject): string[] => {
  const notes: string[] = [];
  if (schema.format !== undefined) notes.push(schema.format);
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (typeof schema.exclusiveMinimum === "number") notes.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (typeof schema.exclusiveMaximum === "number") notes.push(`< ${schema.exclusiveMaximum}`);
  if (schema.minLength !== undefined) notes.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) notes.push(`max length ${schema.maxLength}`);
  if (schema.minItems !== undefined) notes.push(`min items ${schema.minItems}`);
  if (schema.maxItems !== undefined) notes.push(`max items ${schema.maxItems}`);
  if (schema.pattern !== undefined) notes.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes;
};

/** A one-line HTML description of a schema's type: named schemas become links to their definition. */
export const typeLabel = (schema: SchemaObject | undefined): string => {
  if (schema === undefined) return "any";
  if (schema.$ref !== undefined) {
    const name = refName(schema.$ref);
    return `<a href="#${schemaAnchor(name)}">${escapeHtml(name)}</a>`;
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants !== undefined) return variants.map(typeLabel).join(" | ");
  if (schema.allOf !== undefined) return schema.allOf.map(typeLabel).join(" &amp; ");
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (schema.enum !== undefined) return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  const labels = types.map((type) => (type === "array" ? `array of ${typeLabel(schema.items)}` : escapeHtml(type)));
  if (types.length === 0) labels.push(schema.properties !== undefined ? "object" : "any");
  if (schema.nullable === true) labels.push("null");
  const notes = constraints(schema);
  return labels.join(" | ") + (notes.length > 0 ? ` <span class="notes">(${escapeHtml(notes.join(", "))})</span>` : "");
};

const objectOf = (schema: SchemaObject): SchemaObject | undefined => {
  if (schema.properties !== undefined) return schema;
  if (schema.items !== undefined && schema.items.properties !== undefined) return schema.items;
  return undefined;
};

/**
 * A schema as a type line, followed by a table of its properties when it is an object (or an
 * array of objects) defined in place. Nested objects get their own table, indented by nesting.
 */
export const renderSchema = (schema: SchemaObject | undefined, caption: string): string => {
  const line = `<p class="type">${escapeHtml(caption)}: ${typeLabel(schema)}</p>`;
  const object = schema === undefined ? undefined : objectOf(schema);
  if (object?.properties === undefined) {
    return schema?.description === undefined ? line : `${line}<p>${escapeHtml(schema.description)}</p>`;
  }
  const required = new Set(object.required ?? []);
  const rows = Object.entries(object.properties).map(([name, property]) => {
    const nested = objectOf(property) !== undefined && property.$ref === undefined ? renderSchema(property, name) : "";
    return (
      `<tr><th scope="row"><code>${escapeHtml(name)}</code></th>` +
      `<td>${typeLabel(property)}</td><td>${required.has(name) ? "yes" : "no"}</td>` +
      `<td>${escapeHtml(property.description ?? "")}${nested === "" ? "" : `<div class="nested">${nested}</div>`}</td></tr>`
    );
  });
  return (
    `${line}<table><caption>${escapeHtml(caption)} fields</caption>` +
    `<thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Notes</th></tr></thead>` +
    `<tbody>${rows.join("")}</tbody></table>`
  );
};
