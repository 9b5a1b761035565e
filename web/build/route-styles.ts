import { readFileSync } from "node:fs";
import type { Plugin, Rollup } from "vite";

/**
 * Each route's file (under src/routes/, without its extension) by the route's id, as the router's
 * generated tree names them: `import { Route as AboutRouteImport } from "./routes/about"`,
 * `const AboutRoute = AboutRouteImport.update(...)`, `"/about": typeof AboutRoute`.
 */
export const routeFilesById = (routeTree: string): Map<string, string> => {
  const fileOfImport = new Map([...routeTree.matchAll(/import \{ Route as (\w+) \} from "\.\/routes\/([^"]+)"/g)].map(([, name = "", file = ""]) => [name, file]));
  const importOfRoute = new Map([...routeTree.matchAll(/const (\w+) = (\w+)\.update\(/g)].map(([, route = "", name = ""]) => [route, name]));
  const byId = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(routeTree)?.[1] ?? "";
  const files = new Map<string, string>();
  for (const [, quoted, bare, route = ""] of byId.matchAll(/(?:"([^"]+)"|(\w+)): typeof (\w+)/g)) {
    const name = importOfRoute.get(route.replace(/WithChildren$/, "")) ?? route;
    const file = fileOfImport.get(name);
    if (file !== undefined) files.set(quoted ?? bare ?? "", file);
  }
  return files;
};

const splitRoute = /\/src\/routes\/(.+)\.tsx\?tsr-split=/;

/**
 * Writes `route-styles.json` beside the build: for each route whose screen is its own chunk, the
 * stylesheets that chunk needs (its own and those of what it imports, in the order the browser
 * would add them). The server puts the styles of the routes a page matches in the page itself, so
 * a rendered screen is styled from its first paint instead of when its code arrives.
 */
export const routeStyles = (routeTreeFile: string): Plugin => ({
  name: "kominote-route-styles",
  apply: "build",
  generateBundle(_options, bundle) {
    // The server entry's own build has no stylesheets to name.
    if (this.environment.config.build.ssr) return;
    const chunks = new Map(
      Object.values(bundle)
        .filter((output): output is Rollup.OutputChunk => output.type === "chunk")
        .map((chunk) => [chunk.fileName, chunk]),
    );
    const stylesOf = (chunk: Rollup.OutputChunk | undefined, seen: Set<string>): string[] => {
      if (chunk === undefined || seen.has(chunk.fileName)) return [];
      seen.add(chunk.fileName);
      return [...chunk.imports.flatMap((file) => stylesOf(chunks.get(file), seen)), ...(chunk.viteMetadata?.importedCss ?? [])];
    };
    const idOfFile = new Map([...routeFilesById(readFileSync(routeTreeFile, "utf8"))].map(([id, file]) => [file, id]));
    const styles: Record<string, string[]> = {};
    for (const chunk of chunks.values()) {
      const id = idOfFile.get(splitRoute.exec(chunk.facadeModuleId ?? "")?.[1] ?? "");
      if (id === undefined) continue;
      styles[id] = [...new Set([...(styles[id] ?? []), ...stylesOf(chunk, new Set()).map((file) => `/${file}`)])];
    }
    this.emitFile({ type: "asset", fileName: "route-styles.json", source: JSON.stringify(styles) });
  },
});
