import { describe, expect, it } from "vitest";
import { mapTilesOf, openStreetMapLink, openStreetMapTiles, tileOrigin, tileOriginsOf } from "./map-tiles";

describe("map tiles", () => {
  it("names the origin of a tile template, which the page's policy must allow", () => {
    expect(tileOrigin(openStreetMapTiles.url)).toBe("https://tile.openstreetmap.org");
    expect(openStreetMapTiles.origins).toContain(tileOrigin(openStreetMapTiles.url));
    expect(tileOrigin("https://{s}.tiles.example.org/{z}/{x}/{y}.png")).toBeNull();
    expect(tileOrigin("https://tiles.example.org:8443/{z}/{x}/{y}.png")).toBe("https://tiles.example.org:8443");
    expect(tileOrigin("javascript:alert(1)/{z}")).toBeNull();
  });

  it("names what a page's policy must allow for a configured template, and nothing for a bad one", () => {
    expect(tileOriginsOf("https://tiles.example.ht/{z}/{x}/{y}.png")).toEqual(["https://tiles.example.ht"]);
    expect(tileOriginsOf("https://{s}.tiles.example.org/{z}/{x}/{y}.png")).toEqual(["https://*.tiles.example.org"]);
    expect(tileOriginsOf("javascript:alert(1)/{z}")).toEqual([]);
    expect(tileOriginsOf("https://{s}evil.org/{z}")).toEqual([]);
  });

  it("takes OpenStreetMap's tiles when nothing is configured, else the configured ones", () => {
    expect(mapTilesOf(undefined)).toBe(openStreetMapTiles);
    expect(mapTilesOf("  ")).toBe(openStreetMapTiles);
    expect(mapTilesOf(" https://tiles.example.ht/{z}/{x}/{y}.png ", "Kat")).toEqual({
      url: "https://tiles.example.ht/{z}/{x}/{y}.png",
      attribution: "Kat",
      origins: ["https://tiles.example.ht"],
    });
  });

  it("links a place on openstreetmap.org with a marker at its coordinates", () => {
    expect(openStreetMapLink(18.539269, -72.335)).toBe("https://www.openstreetmap.org/?mlat=18.539269&mlon=-72.335#map=17/18.539269/-72.335");
  });
});
