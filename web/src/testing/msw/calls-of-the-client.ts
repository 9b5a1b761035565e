import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** `api.GET("/api/...")`, `api.POST(...)`...: a call of the typed client in the web sources. */
const clientCall = /\bapi\.(GET|POST|PUT|PATCH|DELETE)\(\s*"([^"]+)"/g;

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(unit|integration)\.test\.tsx?$/.test(name) && !name.endsWith(".stories.tsx");

const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourcesUnder(path);
    return isSource(entry.name) ? [path] : [];
  });

/** Every call the web client makes through the typed client ("get /api/ideas"), with the file it is made in. */
export const callsOfTheClient = (sourceRoot: string): { readonly call: string; readonly file: string }[] =>
  sourcesUnder(sourceRoot).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(clientCall)].map(([, method, path]) => ({
      call: `${(method ?? "").toLowerCase()} ${path ?? ""}`,
      file: relative(sourceRoot, file),
    })),
  );
