import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { haitiBounds, isInsideHaiti } from "./haiti-area";
import { isInsideBox, parseBoundingBox, parseNearPoint, snapToTiles, viewportZoom, type BoundingBox } from "./map-viewport";

describe("the map's viewport", () => {
  it("reads west, south, east, north", () => {
    expect(parseBoundingBox("-72.5,18.4,-72.2,18.7")).toEqual({ minLongitude: -72.5, minLatitude: 18.4, maxLongitude: -72.2, maxLatitude: 18.7 });
  });

  it.each(["", "-72.5,18.4,-72.2", "-72.2,18.4,-72.5,18.7", "-72.5,18.7,-72.2,18.4", "a,b,c,d", "-72.5,18.4,-72.2,95", "1e3,1,2,3", "-72.5,18.4,-72.2,18.7,1"])(
    "refuses %j",
    (text) => expect(parseBoundingBox(text)).toBeNull(),
  );

  it("holds exactly the points between its edges", () => {
    fc.assert(
      fc.property(fc.double({ min: -80, max: -70, noNaN: true }), fc.double({ min: 15, max: 22, noNaN: true }), (longitude, latitude) => {
        const box = parseBoundingBox("-73,18,-72,19")!;
        expect(isInsideBox(box, { latitude, longitude })).toBe(latitude >= 18 && latitude <= 19 && longitude >= -73 && longitude <= -72);
      }),
    );
  });

  it("reads a position as lat,lng", () => {
    expect(parseNearPoint("18.54,-72.34")).toEqual({ latitude: 18.54, longitude: -72.34 });
    expect(parseNearPoint("-72.34,18.54,1")).toBeNull();
    expect(parseNearPoint("120,-72")).toBeNull();
  });
});

describe("inside Haiti", () => {
  it("takes Port-au-Prince and the offshore islands, refuses Santo Domingo, Cuba and a swapped pair", () => {
    expect(isInsideHaiti({ latitude: 18.54, longitude: -72.34 })).toBe(true);
    expect(isInsideHaiti({ latitude: 20.02, longitude: -72.78 })).toBe(true); // Tortue
    expect(isInsideHaiti({ latitude: 18.48, longitude: -69.93 })).toBe(false);
    expect(isInsideHaiti({ latitude: 20.5, longitude: -75.8 })).toBe(false);
    expect(isInsideHaiti({ latitude: -72.34, longitude: 18.54 })).toBe(false);
  });

  it("is exactly the box", () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (latitude, longitude) => {
        const inside = latitude >= haitiBounds.minLatitude && latitude <= haitiBounds.maxLatitude && longitude >= haitiBounds.minLongitude && longitude <= haitiBounds.maxLongitude;
        expect(isInsideHaiti({ latitude, longitude })).toBe(inside);
      }),
    );
  });

  describe("snapped to map tiles", () => {
    const box = (minLongitude: number, minLatitude: number, maxLongitude: number, maxLatitude: number): BoundingBox => ({
      minLongitude,
      minLatitude,
      maxLongitude,
      maxLatitude,
    });
    const viewport = fc
      .record({
        west: fc.double({ min: -179, max: 179, noNaN: true }),
        south: fc.double({ min: -84, max: 84, noNaN: true }),
        width: fc.double({ min: 0, max: 40, noNaN: true }),
        height: fc.double({ min: 0, max: 20, noNaN: true }),
      })
      .map(({ west, south, width, height }) => box(west, south, Math.min(180, west + width), Math.min(85, south + height)));

    it("sees a city's viewport at zoom 10 and the whole country at zoom 6", () => {
      expect(viewportZoom(box(-72.45, 18.45, -72.2, 18.65))).toBe(10);
      expect(viewportZoom(box(-74.5, 18, -71.6, 20.1))).toBe(6);
      expect(viewportZoom(box(-72.3, 18.5, -72.3, 18.5))).toBe(18);
    });

    it("holds the whole viewport, on at most two tiles of its zoom each way", () => {
      fc.assert(
        fc.property(viewport, (asked) => {
          const snapped = snapToTiles(asked);
          expect(snapped.minLongitude).toBeLessThanOrEqual(asked.minLongitude);
          expect(snapped.minLatitude).toBeLessThanOrEqual(asked.minLatitude);
          expect(snapped.maxLongitude).toBeGreaterThanOrEqual(asked.maxLongitude);
          expect(snapped.maxLatitude).toBeGreaterThanOrEqual(asked.maxLatitude);
          const tileWidth = 360 / 2 ** viewportZoom(asked);
          expect(snapped.maxLongitude - snapped.minLongitude).toBeLessThanOrEqual(2 * tileWidth + 2e-6);
        }),
      );
    });

    it("gives viewports a few pixels apart one question", () => {
      const portAuPrince = snapToTiles(box(-72.4, 18.5, -72.15, 18.7));
      expect(snapToTiles(box(-72.39, 18.51, -72.14, 18.71))).toEqual(portAuPrince);
      expect(portAuPrince).toEqual({ minLongitude: -72.421875, minLatitude: 18.31281, maxLongitude: -72.070312, maxLatitude: 18.979026 });
    });

    it("gives Haiti's city viewports a few hundred questions, not one per pan", () => {
      const questions = new Set<string>();
      for (let west = -74.4; west < -71.95; west += 0.01) {
        for (let south = 18.05; south < 19.75; south += 0.01) {
          questions.add(JSON.stringify(snapToTiles(box(west, south, west + 0.25, south + 0.2))));
        }
      }
      expect(questions.size).toBeLessThan(300);
    });
  });
});
