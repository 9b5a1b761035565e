import { describe, expect, it } from "vitest";
import { positiveId, tabSearch } from "./search-params";
import { parseServiceSearch } from "../features/services/lib/service-search";

describe("tabSearch", () => {
  const accountSearch = tabSearch("tab", ["profile", "contributions"] as const);

  it("keeps a known tab other than the first, and drops the rest (anyone can write an address)", () => {
    expect(accountSearch({ tab: "contributions" })).toEqual({ tab: "contributions" });
    expect(accountSearch({ tab: "profile" })).toEqual({});
    expect(accountSearch({ tab: "<script>" })).toEqual({});
    expect(accountSearch({})).toEqual({});
  });
});

describe("positiveId", () => {
  it("reads a positive whole number, as the router parses it or as typed", () => {
    expect(positiveId(12)).toBe(12);
    expect(positiveId("12")).toBe(12);
    expect(positiveId(0)).toBeUndefined();
    expect(positiveId(-3)).toBeUndefined();
    expect(positiveId(1.5)).toBeUndefined();
    expect(positiveId("12abc")).toBeUndefined();
  });
});

describe("parseServiceSearch", () => {
  it("keeps the discussions tab with its open forum, and a forum only in that tab", () => {
    expect(parseServiceSearch({ tab: "discussions", forum: 12 })).toEqual({ tab: "discussions", forum: 12 });
    expect(parseServiceSearch({ tab: "ideas", forum: 12 })).toEqual({ tab: "ideas" });
    expect(parseServiceSearch({ tab: "tasks" })).toEqual({});
    expect(parseServiceSearch({ tab: "discussions", forum: "x" })).toEqual({ tab: "discussions" });
  });

  it("keeps one task dialog in the tasks tab only, the wizard before the call request", () => {
    expect(parseServiceSearch({ contribute: 13 })).toEqual({ contribute: 13 });
    expect(parseServiceSearch({ call: "12" })).toEqual({ call: 12 });
    expect(parseServiceSearch({ contribute: 13, call: 12 })).toEqual({ contribute: 13 });
    expect(parseServiceSearch({ tab: "ideas", contribute: 13, call: 12 })).toEqual({ tab: "ideas" });
    expect(parseServiceSearch({ tab: "tasks", call: 12 })).toEqual({ call: 12 });
    expect(parseServiceSearch({ contribute: "abc", call: -1 })).toEqual({});
    expect(parseServiceSearch({ contribute: "abc", call: 12 })).toEqual({ call: 12 });
  });
});
