import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routeFilesById } from "./route-styles";

describe("the route files the router's generated tree names", () => {
  const files = routeFilesById(readFileSync(new URL("../src/routeTree.gen.ts", import.meta.url), "utf8"));

  it("find each route's file by its id, nested and parent routes included", () => {
    expect(files.get("/")).toBe("index");
    expect(files.get("/about")).toBe("about");
    expect(files.get("/_auth")).toBe("_auth");
    expect(files.get("/services/$slug")).toMatch(/^services[./]\$slug$/);
  });

  it("name a file for every route the tree lists", () => {
    const tree = readFileSync(new URL("../src/routeTree.gen.ts", import.meta.url), "utf8");
    const listed = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(tree)?.[1]?.match(/: typeof/g)?.length ?? 0;
    expect(files.size).toBe(listed);
  });
});
