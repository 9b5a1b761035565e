import type { Coordinates } from "@kominote/core/rules/geo";
import { useCallback, useState } from "react";
import { geolocationFailure, locateDevice, type GeolocationFailure } from "./geolocation";

export interface DevicePosition {
  readonly position: Coordinates | null;
  readonly locating: boolean;
  readonly failure: GeolocationFailure | null;
  /** Asks the device again; resolves with the position, or null after a failure (kept in `failure`). */
  readonly locate: () => Promise<Coordinates | null>;
  /** A position known otherwise (a draft kept through sign-in). */
  readonly setPosition: (position: Coordinates | null) => void;
}

/** The reader's position as a screen holds it: found on request only, never in the background. */
export const useDevicePosition = (geolocation?: Geolocation, initial: Coordinates | null = null): DevicePosition => {
  const [position, setPosition] = useState<Coordinates | null>(initial);
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<GeolocationFailure | null>(null);
  const locate = useCallback(async (): Promise<Coordinates | null> => {
    setLocating(true);
    setFailure(null);
    try {
      const found = await locateDevice(geolocation ?? globalThis.navigator?.geolocation);
      setPosition(found);
      return found;
    } catch (error) {
      setFailure(geolocationFailure(error));
      return null;
    } finally {
      setLocating(false);
    }
  }, [geolocation]);
  return { position, locating, failure, locate, setPosition };
};
