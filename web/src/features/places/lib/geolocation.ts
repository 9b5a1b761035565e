import type { MessageKey } from "@kominote/core/i18n/messages";
import { roundCoordinates, type Coordinates } from "@kominote/core/rules/geo";

/** SPEC 7: high accuracy, 10 s at most, never a position the device kept from before. */
export const positionOptions: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

/** Why no position came: each is told apart, since each asks the reader to do something else. */
export type GeolocationFailure = "unsupported" | "denied" | "unavailable" | "timeout" | "failed";

/** GeolocationPositionError's codes (1 permission denied, 2 position unavailable, 3 timeout). */
export const failureOf = (error: unknown): GeolocationFailure => {
  const code = typeof error === "object" && error !== null && "code" in error ? (error as { code: unknown }).code : undefined;
  switch (code) {
    case 1:
      return "denied";
    case 2:
      return "unavailable";
    case 3:
      return "timeout";
    default:
      return "failed";
  }
};

/** The finder's messages (SPEC 8): one per failure, 'Nou pa ka jwenn kote w ye a.' otherwise. */
export const finderFailureMessage: Readonly<Record<GeolocationFailure, MessageKey>> = {
  unsupported: "places.geo.unsupported",
  denied: "places.geo.denied",
  unavailable: "places.geo.unavailable",
  timeout: "places.geo.timeout",
  failed: "places.geo.failed",
};

/** The map page's own wording for a refusal and a missing feature (SPEC 8, "Map page"). */
export const mapFailureMessage: Readonly<Record<GeolocationFailure, MessageKey>> = {
  ...finderFailureMessage,
  unsupported: "places.map.unsupported",
  denied: "places.map.denied",
};

export class GeolocationError extends Error {
  override readonly name = "GeolocationError";
  constructor(readonly failure: GeolocationFailure) {
    super(`geolocation ${failure}`);
  }
}

/**
 * The device's position, rounded to 6 decimals (what is stored); rejects with a GeolocationError
 * naming why none came. `geolocation` is the browser's, or a test's.
 */
export const locateDevice = (geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Coordinates> =>
  new Promise((resolve, reject) => {
    if (geolocation === undefined || typeof geolocation.getCurrentPosition !== "function") {
      reject(new GeolocationError("unsupported"));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve(roundCoordinates({ latitude: position.coords.latitude, longitude: position.coords.longitude })),
      (error) => reject(new GeolocationError(failureOf(error))),
      positionOptions,
    );
  });

export const geolocationFailure = (error: unknown): GeolocationFailure => (error instanceof GeolocationError ? error.failure : "failed");
