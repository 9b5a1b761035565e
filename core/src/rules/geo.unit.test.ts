import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceKm, formatDistance, roundCoordinate, roundCoordinates } from "./geo";

const portAuPrince = { latitude: 18.5944, longitude: -72.3074 };
const capHaitien = { latitude: 19.7578, longitude: -72.2042 };

const coordinates = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("distanceKm", () => {
  it("measures known distances", () => {
    expect(distanceKm(portAuPrince, capHaitien)).toBeCloseTo(129.8, 0);
    // One degree of latitude on a sphere of radius 6371 km.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.195, 3);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it("is zero to itself, symmetric and bounded by half the circumference", () => {
    fc.assert(
      fc.property(coordinates, coordinates, (a, b) => {
        expect(distanceKm(a, a)).toBeCloseTo(0, 9);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * 6371 + 1e-6);
      }),
    );
  });

  it("respects the triangle inequality", () => {
    fc.assert(
      fc.property(coordinates, coordinates, coordinates, (a, b, c) => {
        // Haversine loses precision near antipodal points (asin close to 1): about 1e-4 km of
        // rounding there, far below the metre the screens show.
        expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 1e-3);
      }),
    );
  });
});

describe("formatDistance", () => {
  it.each([
    [0, "0 m"],
    [0.85, "850 m"],
    [0.0004, "0 m"],
    [0.9994, "999 m"],
    [0.9996, "1.0 km"],
    [1, "1.0 km"],
    [12.34, "12.3 km"],
    [12.36, "12.4 km"],
    [129.8, "129.8 km"],
  ])("shows %d km as %s", (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });

  it("uses metres under 1 km and kilometres from there on", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20_000, noNaN: true }), (km) => {
        const text = formatDistance(km);
        if (Math.round(km * 1000) < 1000) expect(text).toMatch(/^\d{1,3} m$/);
        else expect(text).toMatch(/^\d+\.\d km$/);
      }),
    );
  });
});

describe("roundCoordinate", () => {
  it("keeps six decimals", () => {
    expect(roundCoordinate(18.594412345)).toBe(18.594412);
    expect(roundCoordinate(-72.3074449)).toBe(-72.307445);
    expect(roundCoordinates({ latitude: 18.1234567, longitude: -72.7654321 })).toEqual({
      latitude: 18.123457,
      longitude: -72.765432,
    });
  });

  it("moves a point by at most half a millionth of a degree and is stable", () => {
    fc.assert(
      fc.property(fc.double({ min: -180, max: 180, noNaN: true }), (x) => {
        const rounded = roundCoordinate(x);
        expect(Math.abs(rounded - x)).toBeLessThanOrEqual(5e-7 + 1e-12);
        expect(roundCoordinate(rounded)).toBe(rounded);
      }),
    );
  });
});
