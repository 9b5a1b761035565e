import { regions } from "@kominote/core/schemas/locations";
import { describe, expect, it } from "vitest";
import { finderRegions, finderSearch, mapSearch } from "./place-address";
import { finderQuery, offeredSorts } from "./place-search";

const portAuPrince = { latitude: 18.53927, longitude: -72.335 };

describe("the finder's address", () => {
  it("offers exactly the regions the server knows", () => {
    expect(finderRegions).toEqual(regions);
  });

  it("keeps known values and drops the defaults and anything else", () => {
    expect(finderSearch({ tab: "search", status: "mine", sort: "recent", region: "north", q: "lopital", place: "12" })).toEqual({
      tab: "search",
      status: "mine",
      sort: "recent",
      region: "north",
      q: "lopital",
      place: 12,
    });
    expect(finderSearch({ tab: "add", status: "approved", sort: "name", region: "mars", q: "  ", place: "-3" })).toEqual({});
    expect(finderSearch({ status: "pending", sort: ["distance"], place: 0 })).toEqual({});
    expect(finderSearch({ q: "a".repeat(300) }).q).toHaveLength(100);
  });

  it("reads the map's open place and tab", () => {
    expect(mapSearch({ place: 7, tab: "my", add: "1" })).toEqual({ place: 7, tab: "my", add: 1 });
    expect(mapSearch({ place: "x", tab: "all" })).toEqual({});
  });
});

describe("the finder's query", () => {
  it("asks for approved places by name by default, a page at a time", () => {
    expect(finderQuery({}, null, false)).toEqual({ status: "approved", sort: "name", limit: 20 });
  });

  it("sends the region, the trimmed search and the member's status", () => {
    expect(finderQuery({ status: "mine", region: "centre", q: " Mache " }, null, true)).toEqual({
      status: "mine",
      sort: "name",
      region: "centre",
      q: "Mache",
      limit: 20,
    });
  });

  it("shows a visitor the approved places when the address says 'mine'", () => {
    expect(finderQuery({ status: "mine" }, null, false).status).toBe("approved");
    expect(finderQuery({ status: "all" }, null, false).status).toBe("all");
  });

  it("orders by distance only from a known position, sent with 6 decimals", () => {
    expect(finderQuery({ sort: "distance" }, portAuPrince, false)).toMatchObject({ sort: "distance", near: "18.539270,-72.335000" });
    expect(finderQuery({ sort: "distance" }, null, false)).toMatchObject({ sort: "name" });
    expect(finderQuery({ sort: "distance" }, null, false)).not.toHaveProperty("near");
    expect(offeredSorts(null)).toEqual(["name", "recent"]);
    expect(offeredSorts(portAuPrince)).toEqual(["name", "recent", "distance"]);
  });
});
