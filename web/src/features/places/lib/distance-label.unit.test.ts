import { describe, expect, it } from "vitest";
import { coordinatesText, distanceLabel } from "./distance-label";

const portAuPrince = { latitude: 18.5392, longitude: -72.335 };

describe("a place's distance and coordinates", () => {
  it("says nothing while the reader's position is unknown", () => {
    expect(distanceLabel(null, portAuPrince)).toBeNull();
  });

  it("writes metres under a kilometre", () => {
    // 0.005 degrees of latitude is about 556 m.
    expect(distanceLabel(portAuPrince, { latitude: 18.5442, longitude: -72.335 })).toBe("556 m");
  });

  it("writes kilometres with one decimal from a kilometre on", () => {
    // Port-au-Prince to Cap-Haïtien, about 135 km as the crow flies.
    expect(distanceLabel(portAuPrince, { latitude: 19.7592, longitude: -72.1986 })).toMatch(/^13\d\.\d km$/);
    expect(distanceLabel(portAuPrince, { latitude: 18.5482, longitude: -72.335 })).toBe("1.0 km");
  });

  it("writes coordinates with 6 decimals, or 4 in the map's preview", () => {
    expect(coordinatesText({ latitude: 18.53927, longitude: -72.335 })).toBe("18.539270, -72.335000");
    expect(coordinatesText({ latitude: 18.53927, longitude: -72.335 }, 4)).toBe("18.5393, -72.3350");
  });
});
