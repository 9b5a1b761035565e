import { relative, sep } from "node:path";

const immutable = "public, max-age=31536000, immutable";
const oneDay = "public, max-age=86400";
const oneHour = "public, max-age=3600";
const revalidate = "no-cache";

/**
 * Cache-Control of a file of the client build. Vite names files under assets/ by their content
 * hash, so they never change; pages and the service worker must be checked at every visit so a
 * new release reaches phones at once.
 */
export const cachePolicyOf = (root: string, file: string): string => {
  const path = relative(root, file).split(sep).join("/").replace(/\.(br|gz)$/, "");
  if (path.startsWith("assets/")) return immutable;
  if (path.startsWith("images/")) return oneDay;
  if (path.endsWith(".html") || /(^|\/)(sw|service-worker)\.js$/.test(path) || path.endsWith(".webmanifest")) return revalidate;
  return oneHour;
};
