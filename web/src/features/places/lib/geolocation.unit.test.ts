import { describe, expect, it, vi } from "vitest";
import { failureOf, finderFailureMessage, geolocationFailure, locateDevice, mapFailureMessage, positionOptions } from "./geolocation";

const deviceAnswering = (answer: (success: PositionCallback, failure: PositionErrorCallback) => void) => {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => answer(success, failure!));
  return { geolocation: { getCurrentPosition } as unknown as Geolocation, getCurrentPosition };
};

describe("finding the device's position", () => {
  it("asks for a fresh, precise position within 10 s and rounds it to 6 decimals", async () => {
    const { geolocation, getCurrentPosition } = deviceAnswering((success) =>
      success({ coords: { latitude: 18.5392701234, longitude: -72.3350009876 } } as GeolocationPosition),
    );
    await expect(locateDevice(geolocation)).resolves.toEqual({ latitude: 18.53927, longitude: -72.335001 });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 });
    expect(positionOptions.maximumAge).toBe(0);
  });

  it.each([
    [1, "denied"],
    [2, "unavailable"],
    [3, "timeout"],
    [9, "failed"],
  ] as const)("names the failure of code %i %s", async (code, failure) => {
    const { geolocation } = deviceAnswering((_success, error) => error({ code } as GeolocationPositionError));
    const reason = await locateDevice(geolocation).catch((error: unknown) => geolocationFailure(error));
    expect(reason).toBe(failure);
  });

  it("says a browser without geolocation does not support it", async () => {
    const reason = await locateDevice(undefined).catch((error: unknown) => geolocationFailure(error));
    expect(reason).toBe("unsupported");
    expect(failureOf("no code")).toBe("failed");
  });

  it("tells every failure apart in the finder, and uses the map page's own words for two", () => {
    expect(new Set(Object.values(finderFailureMessage)).size).toBe(5);
    expect(finderFailureMessage.failed).toBe("places.geo.failed");
    expect(mapFailureMessage.denied).toBe("places.map.denied");
    expect(mapFailureMessage.unsupported).toBe("places.map.unsupported");
    expect(mapFailureMessage.timeout).toBe("places.geo.timeout");
  });
});
