/** A place on Earth in degrees, rounded to 6 decimals (SPEC 9). */
export interface DevicePosition {
  readonly latitude: number;
  readonly longitude: number;
}

/** Why the device gave no position; each has its own message on the screen that asked. */
export type LocationFailure = "denied" | "unavailable" | "timeout" | "unsupported";

/** The browser's error codes (GeolocationPositionError): 1 refused, 2 no fix, 3 too slow. */
const failureOfCode: Readonly<Record<number, LocationFailure>> = { 1: "denied", 2: "unavailable", 3: "timeout" };

/** What went wrong, from whatever `locateDevice` rejected with. */
export const locationFailureOf = (error: unknown): LocationFailure => {
  const code = typeof error === "object" && error !== null && "code" in error ? Number(error.code) : Number.NaN;
  return failureOfCode[code] ?? (error instanceof Error && /not supported/.test(error.message) ? "unsupported" : "unavailable");
};

/** The device's position as SPEC 7 asks: high accuracy, 10 s at most, never a cached one. */
export const locateDevice = (geolocation: Geolocation | null = globalThis.navigator?.geolocation ?? null): Promise<DevicePosition> =>
  new Promise((resolve, reject) => {
    if (geolocation === null) {
      reject(new Error("Geolocation is not supported"));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: Number(coords.latitude.toFixed(6)), longitude: Number(coords.longitude.toFixed(6)) }),
      reject,
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  });
