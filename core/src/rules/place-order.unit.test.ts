import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceKm } from "./geo";
import { compareNameKeys, distanceOrderKey, placeNameKey, sortByDistance } from "./place-order";

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

/** PostgreSQL's order under the "C" collation: UTF-8 bytes, which order as the code points they encode. */
const byCodePoints = (a: string, b: string): number => {
  const [left, right] = [Array.from(a, (char) => char.codePointAt(0) ?? 0), Array.from(b, (char) => char.codePointAt(0) ?? 0)];
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    if (left[index] !== right[index]) return (left[index] ?? 0) - (right[index] ?? 0);
  }
  return left.length - right.length;
};

describe("the name order", () => {
  it("orders keys as PostgreSQL's C collation does, characters beyond the 16-bit range included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (a, b) => {
        expect(Math.sign(compareNameKeys(a, b))).toBe(Math.sign(byCodePoints(a, b)));
      }),
    );
    expect(compareNameKeys("\uffff", "😀")).toBeLessThan(0);
    expect("\uffff" < "😀").toBe(false);
  });

  it("puts spaces and punctuation before letters, and a shorter key before its continuation", () => {
    const keys = ["ab", "a-b", "a b", "a", "a.b", "b", "kote 10", "kote 1"].map(placeNameKey).sort(compareNameKeys);
    expect(keys).toEqual(["a", "a b", "a-b", "a.b", "ab", "b", "kote 1", "kote 10"]);
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
