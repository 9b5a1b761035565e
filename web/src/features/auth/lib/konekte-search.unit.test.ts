import { describe, expect, it } from "vitest";
import { parseKonekteSearch } from "./konekte-search";

describe("parseKonekteSearch", () => {
  it("keeps a path of this site, with its query", () => {
    expect(parseKonekteSearch({ returnTo: "/account?tab=profile" })).toEqual({ returnTo: "/account?tab=profile" });
    expect(parseKonekteSearch({ returnTo: "/services/sante" })).toEqual({ returnTo: "/services/sante" });
  });

  it("has nothing to return to without a returnTo", () => {
    expect(parseKonekteSearch({})).toEqual({});
    expect(parseKonekteSearch({ returnTo: "" })).toEqual({});
    // The router parses query values as JSON: a number or an object is no path.
    expect(parseKonekteSearch({ returnTo: 42 })).toEqual({});
    expect(parseKonekteSearch({ returnTo: { pathname: "/account" } })).toEqual({});
  });

  it("leads home rather than back to a sign-in screen", () => {
    expect(parseKonekteSearch({ returnTo: "/login" })).toEqual({ returnTo: "/" });
    expect(parseKonekteSearch({ returnTo: "/konekte?returnTo=%2Faccount" })).toEqual({ returnTo: "/" });
  });

  it("never leads to another site", () => {
    for (const returnTo of ["https://evil.example/", "//evil.example/account", "/\\evil.example", "javascript:alert(1)", "account"]) {
      expect(parseKonekteSearch({ returnTo })).toEqual({ returnTo: "/" });
    }
  });
});
