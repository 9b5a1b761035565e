import type { Coordinates } from "@kominote/core/rules/geo";
import { useId, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { FormProblem } from "../../../ui/form-problem";
import { SpinnerIcon } from "../../../ui/spinner";
import { describedBy, StepField } from "../../../ui/step-field";
import * as fieldStyles from "../../../ui/wizard-form.css";
import { mapFailureMessage } from "../lib/geolocation";
import { emptyMapPlace, type MapPlaceValues } from "../lib/map-place-form";
import type { DevicePosition } from "../lib/use-position";
import * as styles from "./places.css";

const fields = ["name", "description", "photoUrl", "latitude", "longitude"] as const;
type Field = (typeof fields)[number];

export interface MapPlaceDialogProps {
  readonly mode: "add" | "edit";
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** Sends the place (the position is the device's on add); resolves once saved, rejects otherwise. */
  readonly onSave: (values: MapPlaceValues, position: Coordinates | null) => Promise<unknown>;
  /** The edit dialog's place as it is now; the add dialog opens empty. */
  readonly initialValues?: MapPlaceValues;
  /** The add dialog needs the device's position (SPEC 5, "browser geolocation required"). */
  readonly device?: Pick<DevicePosition, "position" | "locating" | "failure" | "locate">;
  readonly initialError?: unknown;
}

/** The map page's add and edit dialogs (JSON): name, description, a photo's link, and on add the device's position. */
export function MapPlaceDialog({ mode, isOpen, onClose, ...form }: MapPlaceDialogProps) {
  const { t } = useLanguage();
  return (
    <Dialog
      title={t(mode === "add" ? "places.dialog.addTitle" : "places.dialog.editTitle")}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <MapPlaceForm mode={mode} onClose={onClose} {...form} />
    </Dialog>
  );
}

function MapPlaceForm({ mode, onClose, onSave, initialValues = emptyMapPlace, device, initialError }: Omit<MapPlaceDialogProps, "isOpen">) {
  const { t } = useLanguage();
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [nameMissing, setNameMissing] = useState(false);
  const sending = useSubmitForm({
    send: (position: Coordinates | null) => onSave(values, position),
    fallbackMessage: t(mode === "add" ? "places.map.addFailed" : "places.map.editFailed"),
    offlineMessage: t("places.form.offline"),
    fields,
    initialError,
  });

  const change = (field: Field, value: string): void => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === "name") setNameMissing(false);
    sending.clearField(field);
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (sending.isPending) return;
    if (values.name.trim() === "") {
      setNameMissing(true);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    let position: Coordinates | null = null;
    if (mode === "add") {
      position = device?.position ?? (await device?.locate()) ?? null;
      if (position === null) return;
    }
    if ((await sending.submit(position)).ok) onClose();
  };

  const nameProblem = nameMissing ? t("places.form.nameRequired") : sending.fieldError("name");
  const positionProblem = device?.failure == null ? (sending.fieldError("latitude") ?? sending.fieldError("longitude")) : t(mapFailureMessage[device.failure]);
  const input = (field: "name" | "photoUrl", problem: string | null, extra: Record<string, unknown>) => ({
    id: `${id}-${field}`,
    className: fieldStyles.input,
    value: values[field],
    "aria-invalid": problem !== null,
    "aria-describedby": describedBy(`${id}-${field}-error`),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    ...extra,
  });

  return (
    <form className={styles.form} noValidate aria-busy={sending.isPending} onSubmit={(event) => void submit(event)}>
      {mode === "add" ? <p className={styles.note}>{t("places.dialog.review")}</p> : null}
      <StepField id={`${id}-name`} label={t("places.form.name")} error={nameProblem} errorId={`${id}-name-error`}>
        <input {...input("name", nameProblem, { type: "text", required: true, maxLength: 120, autoComplete: "off" })} />
      </StepField>
      <StepField id={`${id}-description`} label={t("places.form.description")} error={sending.fieldError("description")} errorId={`${id}-description-error`}>
        <textarea
          id={`${id}-description`}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={3}
          maxLength={1000}
          value={values.description}
          aria-describedby={describedBy(`${id}-description-error`)}
          onChange={(event) => change("description", event.target.value)}
        />
      </StepField>
      <StepField id={`${id}-photoUrl`} label={t("places.dialog.photoUrl")} error={sending.fieldError("photoUrl")} errorId={`${id}-photoUrl-error`}>
        <input {...input("photoUrl", sending.fieldError("photoUrl"), { type: "url", inputMode: "url", autoComplete: "off" })} />
      </StepField>
      {mode === "add" && device !== undefined ? (
        <div className={styles.form}>
          <div className={styles.actions}>
            <Button variant="secondary" isPending={device.locating} onPress={() => void device.locate()} aria-describedby={`${id}-position-error`}>
              {t("places.dialog.useMyPosition")}
            </Button>
            {device.position === null ? null : (
              <span className={styles.factValue}>
                {device.position.latitude.toFixed(6)}, {device.position.longitude.toFixed(6)}
              </span>
            )}
          </div>
          <p id={`${id}-position-error`} role="alert" className={positionProblem === null ? styles.note : styles.problem}>
            {positionProblem ?? ""}
          </p>
        </div>
      ) : null}
      <FormProblem message={sending.failure?.message ?? null} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={sending.isPending}>
          {t("places.cancel")}
        </Button>
        <Button type="submit" isPending={sending.isPending}>
          {sending.isPending ? (
            <span className={fieldStyles.pending}>
              <SpinnerIcon />
              {t("places.form.sending")}
            </span>
          ) : (
            t("places.dialog.save")
          )}
        </Button>
      </div>
    </form>
  );
}
