/** The generated document, as plain JSON. */
export type OpenApiObject = { readonly [key: string]: unknown };

const methodOrder = ["get", "put", "post", "patch", "delete", "options", "head", "trace"];
const topLevelOrder = ["openapi", "info", "jsonSchemaDialect", "servers", "tags", "paths", "webhooks", "components"];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const byName = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

const ranked = (order: readonly string[]) => ([a]: [string, unknown], [b]: [string, unknown]) => {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return rank(a) - rank(b) || byName([a, undefined], [b, undefined]);
};

const isEmpty = (value: unknown) => isRecord(value) && Object.keys(value).length === 0;

/**
 * A stable layout for the committed document, whatever order calls and schemas were registered
 * in: paths and components by name, methods in HTTP order, empty sections dropped. Inside a
 * schema the order stays as declared, so fields read in their natural order.
 */
export const sortDocument = (document: OpenApiObject): OpenApiObject => {
  const paths = isRecord(document.paths) ? document.paths : {};
  const components = isRecord(document.components) ? document.components : {};
  const sorted: Record<string, unknown> = {
    ...document,
    paths: Object.fromEntries(
      Object.entries(paths)
        .sort(byName)
        .map(([path, item]) => [path, isRecord(item) ? Object.fromEntries(Object.entries(item).sort(ranked(methodOrder))) : item]),
    ),
    components: Object.fromEntries(
      Object.entries(components)
        .filter(([, section]) => !isEmpty(section))
        .sort(byName)
        .map(([name, section]) => [name, isRecord(section) ? Object.fromEntries(Object.entries(section).sort(byName)) : section]),
    ),
  };
  return Object.fromEntries(Object.entries(sorted).filter(([, value]) => !isEmpty(value)).sort(ranked(topLevelOrder)));
};

/** The committed text: 2-space indent and a final newline, so diffs stay small and tools stay quiet. */
export const documentText = (document: OpenApiObject): string => `${JSON.stringify(document, null, 2)}\n`;
