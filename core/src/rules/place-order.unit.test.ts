import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceKm } from "./geo";
import { distanceOrderKey, placeNameKey, sortByDistance } from "./place-order";

const point = fc.record({
  latitude: fc.double({ min: 17.5, max: 20.5, noNaN: true }),
  longitude: fc.double({ min: -75, max: -71.3, noNaN: true }),
});

describe("a place's name key", () => {
  it("folds accents, case and runs of spaces", () => {
    expect(placeNameKey("  Église  Sainte-Anne ")).toBe("eglise sainte-anne");
    expect(placeNameKey("MARCHÉ EN FER")).toBe(placeNameKey("marche en fer"));
    expect(placeNameKey("Lakay Ayiti")).not.toBe(placeNameKey("Lakay Ayti"));
  });

  it("is stable: folding a folded key changes nothing", () => {
    fc.assert(fc.property(fc.string(), (name) => {
      expect(placeNameKey(placeNameKey(name))).toBe(placeNameKey(name));
    }));
  });
});

describe("sorting by distance", () => {
  const portAuPrince = { latitude: 18.54, longitude: -72.34 };

  it("puts the nearest first", () => {
    const places = [
      { id: 1, name: "Okap", latitude: 19.76, longitude: -72.2 },
      { id: 2, name: "Petyonvil", latitude: 18.51, longitude: -72.29 },
      { id: 3, name: "Jakmèl", latitude: 18.23, longitude: -72.53 },
    ];
    expect(sortByDistance(portAuPrince, places).map((place) => place.name)).toEqual(["Petyonvil", "Jakmèl", "Okap"]);
  });

  it("orders as the haversine distance does, ties by id", () => {
    fc.assert(
      fc.property(point, fc.array(point, { maxLength: 30 }), (near, points) => {
        const places = points.map((coordinates, index) => ({ ...coordinates, id: index + 1 }));
        const sorted = sortByDistance(near, places);
        expect(sorted).toHaveLength(places.length);
        for (let i = 1; i < sorted.length; i++) {
          const before = sorted[i - 1]!;
          const after = sorted[i]!;
          expect(distanceKm(near, before)).toBeLessThanOrEqual(distanceKm(near, after) + 1e-9);
          if (distanceOrderKey(near, before) === distanceOrderKey(near, after)) expect(before.id).toBeLessThan(after.id);
        }
      }),
    );
  });
});
