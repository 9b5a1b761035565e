import { describe, expect, it } from "vitest";
import { openStreetMapLink, openStreetMapTiles, tileOrigin } from "./map-tiles";

describe("map tiles", () => {
  it("names the origin of a tile template, which the page's policy must allow", () => {
    expect(tileOrigin(openStreetMapTiles.url)).toBe("https://tile.openstreetmap.org");
    expect(openStreetMapTiles.origins).toContain(tileOrigin(openStreetMapTiles.url));
    expect(tileOrigin("https://{s}.tiles.example.org/{z}/{x}/{y}.png")).toBeNull();
    expect(tileOrigin("https://tiles.example.org:8443/{z}/{x}/{y}.png")).toBe("https://tiles.example.org:8443");
    expect(tileOrigin("javascript:alert(1)/{z}")).toBeNull();
  });

  it("links a place on openstreetmap.org with a marker at its coordinates", () => {
    expect(openStreetMapLink(18.539269, -72.335)).toBe("https://www.openstreetmap.org/?mlat=18.539269&mlon=-72.335#map=17/18.539269/-72.335");
  });
});
