import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { haitiBounds, isInsideHaiti } from "./haiti-area";
import { isInsideBox, parseBoundingBox, parseNearPoint } from "./map-viewport";

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
});
