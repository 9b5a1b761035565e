import type { MessageKey } from "@kominote/core/i18n/messages";
import { useState } from "react";
import { locateDevice, locationFailureOf, type DevicePosition, type LocationFailure } from "../lib/locate-device";
import { Button } from "./button";
import type { PlaceNamespace } from "./reported-places";
import * as styles from "./reported-places.css";
import { describedBy, StepField } from "./step-field";
import * as fieldStyles from "./wizard-form.css";

export type PositionField = "latitude" | "longitude";

export interface PositionFieldsProps {
  /** The form's id prefix: the inputs are `<id>-latitude` and `<id>-longitude` (a problem focuses them). */
  readonly id: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly onChange: (field: PositionField, value: string) => void;
  /** Each field's problem, in the interface language, or null. */
  readonly problemOf: (field: PositionField) => string | null;
  readonly texts: {
    readonly latitude: string;
    readonly longitude: string;
    readonly locate: string;
    readonly locating: string;
    readonly located: string;
    readonly failure: Readonly<Record<LocationFailure, string>>;
  };
  /** Where the device's position comes from (stories and tests give their own). */
  readonly locate?: () => Promise<DevicePosition>;
}

/** The fields' texts from a namespace's catalog, in the interface language. */
export const positionTexts = (t: (key: MessageKey) => string, namespace: PlaceNamespace): PositionFieldsProps["texts"] => ({
  latitude: t(`${namespace}.form.latitude`),
  longitude: t(`${namespace}.form.longitude`),
  locate: t(`${namespace}.form.locate`),
  locating: t(`${namespace}.form.locating`),
  located: t(`${namespace}.form.located`),
  failure: {
    denied: t(`${namespace}.form.locate.denied`),
    unsupported: t(`${namespace}.form.locate.unsupported`),
    unavailable: t(`${namespace}.form.locate.unavailable`),
    timeout: t(`${namespace}.form.locate.timeout`),
  },
});

type Locating = { readonly state: "idle" | "busy" | "done" } | { readonly state: "failed"; readonly failure: LocationFailure };

/**
 * Latitude and longitude typed in, or filled from the device ('use my position': high accuracy,
 * 10 s at most, never a cached position, rounded to 6 decimals). What happened is said in a live
 * region beside the button, so a screen reader hears the fields were filled or why they were not.
 */
export function PositionFields({ id, latitude, longitude, onChange, problemOf, texts, locate = locateDevice }: PositionFieldsProps) {
  const [locating, setLocating] = useState<Locating>({ state: "idle" });
  const fillFromDevice = async (): Promise<void> => {
    setLocating({ state: "busy" });
    try {
      const position = await locate();
      onChange("latitude", String(position.latitude));
      onChange("longitude", String(position.longitude));
      setLocating({ state: "done" });
    } catch (error) {
      setLocating({ state: "failed", failure: locationFailureOf(error) });
    }
  };
  const said =
    locating.state === "busy" ? texts.locating : locating.state === "done" ? texts.located : locating.state === "failed" ? texts.failure[locating.failure] : "";
  const input = (field: PositionField, value: string) => (
    <StepField id={`${id}-${field}`} label={texts[field]} error={problemOf(field)} errorId={`${id}-${field}-error`}>
      <input
        id={`${id}-${field}`}
        className={fieldStyles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        required
        value={value}
        aria-invalid={problemOf(field) !== null}
        aria-describedby={describedBy(`${id}-${field}-error`)}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </StepField>
  );
  return (
    <>
      <div className={styles.pair}>
        {input("latitude", latitude)}
        {input("longitude", longitude)}
      </div>
      <div className={styles.locate}>
        <Button variant="secondary" isPending={locating.state === "busy"} onPress={() => void fillFromDevice()}>
          {texts.locate}
        </Button>
        <p role="status" className={styles.locateStatus}>
          {said}
        </p>
      </div>
    </>
  );
}
