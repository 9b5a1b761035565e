import { describe, expect, it, vi } from "vitest";
import { locateDevice, locationFailureOf } from "./locate-device";

const geolocation = (answer: (success: PositionCallback, failure: PositionErrorCallback, options?: PositionOptions) => void) =>
  ({ getCurrentPosition: vi.fn(answer), watchPosition: vi.fn(), clearWatch: vi.fn() }) as unknown as Geolocation;

describe("locateDevice", () => {
  it("asks for a fresh, precise position within 10 s and rounds it to 6 decimals", async () => {
    const device = geolocation((success) => success({ coords: { latitude: 18.53920049, longitude: -72.33501234 } } as GeolocationPosition));
    await expect(locateDevice(device)).resolves.toEqual({ latitude: 18.5392, longitude: -72.335012 });
    expect(device.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 0,
    });
  });

  it("fails when the member refuses or the browser cannot locate", async () => {
    await expect(locateDevice(geolocation((_success, failure) => failure({ code: 1 } as GeolocationPositionError)))).rejects.toEqual({ code: 1 });
    await expect(locateDevice(null)).rejects.toThrow("not supported");
  });
});

describe("locationFailureOf", () => {
  it("tells a refusal, no fix, a timeout and a browser without geolocation apart", async () => {
    expect(locationFailureOf({ code: 1 })).toBe("denied");
    expect(locationFailureOf({ code: 2 })).toBe("unavailable");
    expect(locationFailureOf({ code: 3 })).toBe("timeout");
    expect(locationFailureOf(await locateDevice(null).catch((error: unknown) => error))).toBe("unsupported");
    expect(locationFailureOf("anything else")).toBe("unavailable");
  });
});
