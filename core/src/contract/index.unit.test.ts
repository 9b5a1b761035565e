import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRoute, apiRoutes, findRoute } from "./index";

const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");

describe("the API contract", () => {
  it("names each call once, in camelCase", () => {
    const ids = apiRoutes.map((route) => route.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]+$/);
  });

  // A dot only before a file's extension (the open-data exports: /api/places.csv).
  it("declares each method and path once, all under /api/", () => {
    const keys = apiRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of apiRoutes) expect(route.path).toMatch(/^\/api\/[a-z0-9\-/{}A-Za-z]+(\.[a-z]+)?$/);
  });

  it("describes exactly the parameters each path carries", () => {
    for (const route of apiRoutes) {
      const declared = "params" in route ? Object.keys(route.params.shape).sort() : [];
      expect({ route: route.operationId, params: declared }).toEqual({
        route: route.operationId,
        params: pathParamNames(route.path).sort(),
      });
    }
  });

  it("turns id path parameters into positive integers and refuses anything else", () => {
    for (const route of apiRoutes) {
      if (!("params" in route)) continue;
      for (const [name, schema] of Object.entries(route.params.shape as Record<string, z.ZodType>)) {
        if (name !== "id" && !name.endsWith("Id")) continue;
        expect(schema.parse("42")).toBe(42);
        for (const bad of ["abc", "0", "-3", "1.5", ""]) expect(schema.safeParse(bad).success).toBe(false);
      }
    }
  });

  it("sends no body with GET and answers every call with at least one success status", () => {
    for (const route of apiRoutes) {
      if (route.method === "GET") expect("body" in route).toBe(false);
      const statuses = Object.keys(route.responses).map(Number);
      expect(statuses.length).toBeGreaterThan(0);
      for (const status of statuses) expect(status >= 200 && status < 400).toBe(true);
    }
  });

  it("summarizes every call in one sentence", () => {
    for (const route of apiRoutes) expect(route.summary).toMatch(/^[A-Z].*\.$/);
  });

  it("keeps moderation for moderators and rate updates for admins", () => {
    for (const route of apiRoutes.filter((candidate) => candidate.tag === "moderation")) {
      expect(route.access).toBe("moderator");
    }
    expect(apiRoute("startLiveMeeting").access).toBe("moderator");
    expect(apiRoute("stopLiveMeeting").access).toBe("moderator");
    expect(apiRoute("updateExchangeRates").access).toBe("admin");
    expect(apiRoute("listPublicServices").access).toBe("public");
    expect(apiRoute("getCurrentUser").access).toBe("member");
  });

  it("finds a call by operation id, and nothing for an unknown one", () => {
    expect(findRoute("listServiceTasks")?.path).toBe("/api/services/{id}/tasks");
    expect(findRoute("toString")).toBeUndefined();
    expect(findRoute("noSuchCall")).toBeUndefined();
  });

  it("accepts a place as JSON or as a multipart form with its coordinates as text", () => {
    const route = apiRoute("createLocation");
    expect(route.body.safeParse({ name: "Lopital Jeneral", latitude: 18.54, longitude: -72.34 }).success).toBe(true);
    expect(route.alternativeBody.kind).toBe("multipart");
    const form = route.alternativeBody.schema.parse({ name: " Mache Fè ", latitude: "18.5392", longitude: "-72.3364" });
    expect(form).toEqual({ name: "Mache Fè", latitude: 18.5392, longitude: -72.3364 });
  });
});
