import type { Position } from "./contribution-request";

/** The device's position as SPEC 7 asks: high accuracy, 10 s at most, never a cached one. */
export const locateDevice = (geolocation: Geolocation | null = globalThis.navigator?.geolocation ?? null): Promise<Position> =>
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
