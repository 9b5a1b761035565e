import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64Url } from "./base64-url";
import { decodePlaceCursor, encodePlaceCursor, type PlaceCursor } from "./place-cursor";

const cursor: fc.Arbitrary<PlaceCursor> = fc.oneof(
  fc.record({ sort: fc.constant("name" as const), key: fc.string({ unit: "grapheme", maxLength: 40 }), id: fc.integer({ min: 1, max: 2_147_483_647 }) }),
  fc.record({
    sort: fc.constantFrom("recent" as const, "distance" as const),
    key: fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => (Object.is(value, -0) ? 0 : value)),
    id: fc.integer({ min: 1, max: 2_147_483_647 }),
  }),
);

describe("the places list cursor", () => {
  it("reads back exactly what it wrote, whatever the name's alphabet", () => {
    fc.assert(fc.property(cursor, (written) => {
      expect(decodePlaceCursor(encodePlaceCursor(written))).toEqual(written);
    }));
  });

  it("is URL-safe text", () => {
    fc.assert(fc.property(cursor, (written) => {
      expect(encodePlaceCursor(written)).toMatch(/^[A-Za-z0-9_-]+$/);
    }));
  });

  it("refuses what this server did not write", () => {
    for (const text of ["", "x", "%%%", "bmFtZXwwfGE", "cmVjZW50fDF8YWJj", btoaUrl("size|1|a"), btoaUrl("name|1|a|b"), btoaUrl("recent|1|"), btoaUrl("name|3000000000|a")]) {
      expect(decodePlaceCursor(text)).toBeNull();
    }
  });

  it("never throws on any text", () => {
    fc.assert(fc.property(fc.string(), (text) => {
      decodePlaceCursor(text);
    }));
  });
});

function btoaUrl(text: string): string {
  return base64Url(Uint8Array.from(text, (char) => char.charCodeAt(0)));
}
