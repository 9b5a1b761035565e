import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatioWithWhite, readableBackground } from "./readable-background";

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`);

describe("readableBackground", () => {
  it("keeps a colour that white text already reads on", () => {
    expect(readableBackground("#00209F")).toBe("#00209f");
    expect(readableBackground("#0E7C66")).toBe("#0e7c66");
  });

  it("darkens a light colour, keeping its hue, until white text reaches 4.5:1", () => {
    const yellow = readableBackground("#F2C14E");
    expect(yellow).not.toBe("#f2c14e");
    expect(contrastRatioWithWhite(yellow)).toBeGreaterThanOrEqual(4.5);
    // Same channel proportions: the red channel stays the largest, the blue the smallest.
    const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(yellow.slice(start, start + 2), 16));
    expect(r).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(b!);
  });

  it("always gives a background white text reads on", () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        expect(contrastRatioWithWhite(readableBackground(color))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it("falls back to a dark neutral for a colour it cannot read", () => {
    expect(contrastRatioWithWhite(readableBackground("teal"))).toBeGreaterThanOrEqual(4.5);
  });
});
