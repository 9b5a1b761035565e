import { openStreetMapTiles } from "@kominote/core/rules/map-tiles";
import { describe, expect, it } from "vitest";
import { configuredTiles, drawableMarkers, groupMarkers, paddedBounds, viewportBox } from "./map-view";

const marker = (id: number, latitude: number, longitude: number) => ({ id, latitude, longitude, label: `Kote ${id}` });

describe("the places map's view", () => {
  it("leaves off the map a place without usable coordinates", () => {
    const kept = drawableMarkers([marker(1, 18.5, -72.3), marker(2, Number.NaN, -72.3), marker(3, 18.5, Number.POSITIVE_INFINITY), marker(4, 91, 0)]);
    expect(kept.map((place) => place.id)).toEqual([1]);
  });

  it("fits every marker with 10 % of the box added on each side", () => {
    const bounds = paddedBounds([marker(1, 18, -73), marker(2, 20, -72)]);
    expect(bounds?.south).toBeCloseTo(17.8);
    expect(bounds?.north).toBeCloseTo(20.2);
    expect(bounds?.west).toBeCloseTo(-73.1);
    expect(bounds?.east).toBeCloseTo(-71.9);
  });

  it("gives a lone marker a street's width around it, and no marker no box", () => {
    const bounds = paddedBounds([marker(1, 18.5, -72.3)]);
    expect(bounds?.north).toBeGreaterThan(18.5);
    expect(bounds?.south).toBeLessThan(18.5);
    expect(paddedBounds([marker(2, Number.NaN, 0)])).toBeNull();
  });

  it("writes a viewport as the query's bbox, west south east north, kept on the globe", () => {
    expect(viewportBox({ south: 18.123456, west: -72.654321, north: 19.5, east: -71.1 })).toEqual([-72.6543, 18.1235, -71.1, 19.5]);
    expect(viewportBox({ south: -95, west: -200, north: 95, east: 200 })).toEqual([-180, -90, 180, 90]);
  });

  it("takes the tile server from the configuration, else OpenStreetMap's with its credit", () => {
    expect(configuredTiles({})).toBe(openStreetMapTiles);
    expect(configuredTiles({ MAP_TILE_URL: " https://tiles.example.ht/{z}/{x}/{y}.png ", MAP_TILE_ATTRIBUTION: "Kat" })).toMatchObject({
      url: "https://tiles.example.ht/{z}/{x}/{y}.png",
      attribution: "Kat",
    });
  });
});

describe("pins close together", () => {
  it("are drawn as one group until they are far enough apart to be two whole targets", () => {
    const groups = groupMarkers([
      { marker: marker(1, 18.5, -72.3), x: 100, y: 100 },
      { marker: marker(2, 18.5, -72.3), x: 120, y: 110 },
      { marker: marker(3, 19.7, -72.2), x: 100, y: 134 },
      { marker: marker(4, 18.2, -72.5), x: 300, y: 300 },
    ]);
    expect(groups.map((group) => group.markers.map((place) => place.id))).toEqual([[1, 2], [3], [4]]);
    expect(groups[0]).toMatchObject({ x: 100, y: 100 });
  });
});
