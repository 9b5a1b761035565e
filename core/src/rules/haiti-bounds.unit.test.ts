import { describe, expect, it } from "vitest";
import { haitiBounds, isInHaiti } from "./haiti-bounds";

describe("isInHaiti", () => {
  it("accepts Port-au-Prince, Cap-Haïtien, Jérémie and the islands", () => {
    expect(isInHaiti({ latitude: 18.5944, longitude: -72.3074 })).toBe(true);
    expect(isInHaiti({ latitude: 19.7578, longitude: -72.2043 })).toBe(true);
    expect(isInHaiti({ latitude: 18.6501, longitude: -74.1157 })).toBe(true);
    expect(isInHaiti({ latitude: 20.0389, longitude: -72.7799 })).toBe(true);
  });

  it("accepts the rectangle's edges", () => {
    expect(isInHaiti({ latitude: haitiBounds.latitude.min, longitude: haitiBounds.longitude.min })).toBe(true);
    expect(isInHaiti({ latitude: haitiBounds.latitude.max, longitude: haitiBounds.longitude.max })).toBe(true);
  });

  it("refuses a swapped sign, swapped axes and Santo Domingo", () => {
    expect(isInHaiti({ latitude: 18.5944, longitude: 72.3074 })).toBe(false);
    expect(isInHaiti({ latitude: -72.3074, longitude: 18.5944 })).toBe(false);
    expect(isInHaiti({ latitude: 18.4861, longitude: -69.9312 })).toBe(false);
    expect(isInHaiti({ latitude: 17.49, longitude: -72.3 })).toBe(false);
  });
});
