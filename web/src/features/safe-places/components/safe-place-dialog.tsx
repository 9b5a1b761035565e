import { useId, type ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import type { DevicePosition } from "../../../lib/locate-device";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { Dialog } from "../../../ui/dialog";
import { PositionFields } from "../../../ui/position-fields";
import * as styles from "../../../ui/reported-places.css";
import { PlaceFormEnd } from "../../../ui/reported-places";
import { describedBy, StepField } from "../../../ui/step-field";
import * as fieldStyles from "../../../ui/wizard-form.css";
import type { CreateSafePlaceBody } from "../api/safe-places";
import { categoryLabel, safePlaceCategoryList } from "../lib/safe-place-kinds";
import { checkSafePlaceForm, emptySafePlaceForm, safePlaceFormFields, type SafePlaceField, type SafePlaceFormValues } from "../lib/safe-place-form";

export interface SafePlaceDialogProps {
  /** "add" for a new place; "edit" for one's own, opened with its values. */
  readonly mode: "add" | "edit";
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** Sends the place; resolves once stored (the dialog then closes), rejects when it did not go through. */
  readonly onSave: (request: CreateSafePlaceBody) => Promise<unknown>;
  readonly initialValues?: SafePlaceFormValues;
  /** For stories: the error a send already failed with, and where 'use my position' finds the device. */
  readonly initialError?: unknown;
  readonly locate?: () => Promise<DevicePosition>;
}

/** 'Add a safe place' or 'edit the place': the member's place, sent to wait for a moderator's review. */
export function SafePlaceDialog({ mode, isOpen, onClose, ...form }: SafePlaceDialogProps) {
  const { t } = useLanguage();
  return (
    <Dialog
      title={t(mode === "add" ? "safePlaces.add.title" : "safePlaces.edit.title")}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <SafePlaceForm mode={mode} onClose={onClose} {...form} />
    </Dialog>
  );
}

function SafePlaceForm({ mode, onClose, onSave, initialValues = emptySafePlaceForm, initialError, locate }: Omit<SafePlaceDialogProps, "isOpen">) {
  const { t } = useLanguage();
  const id = useId();
  const form = useCheckedForm({
    id,
    initialValues,
    fields: safePlaceFormFields,
    check: checkSafePlaceForm,
    send: onSave,
    fallbackMessage: t(mode === "add" ? "safePlaces.form.failed" : "safePlaces.form.editFailed"),
    offlineMessage: t("safePlaces.form.offline"),
    onDone: onClose,
    ...(initialError === undefined ? {} : { initialError }),
  });
  const { values, change, problemOf } = form;
  const isSending = form.sending.isPending;

  /** The props every control shares: its id, its value, its problem named for screen readers. */
  const control = (field: SafePlaceField, hint = false) => ({
    id: `${id}-${field}`,
    className: fieldStyles.input,
    value: values[field],
    "aria-invalid": problemOf(field) !== null,
    "aria-describedby": describedBy(`${id}-${field}-error`, hint ? `${id}-${field}-hint` : undefined),
    onChange: (event: { readonly target: { readonly value: string } }) => change(field, event.target.value),
  });
  const field = (name: SafePlaceField, label: string, input: ReactNode, hint?: string) => (
    <StepField
      id={`${id}-${name}`}
      label={label}
      error={problemOf(name)}
      errorId={`${id}-${name}-error`}
      {...(hint === undefined ? {} : { hint, hintId: `${id}-${name}-hint` })}
    >
      {input}
    </StepField>
  );

  return (
    <form className={styles.form} noValidate aria-busy={isSending} onSubmit={(event) => void form.submit(event)}>
      <p className={styles.note}>{t("safePlaces.form.review")}</p>
      {field("name", t("safePlaces.form.name"), <input {...control("name")} type="text" maxLength={150} required autoComplete="off" />)}
      {field(
        "category",
        t("safePlaces.form.category"),
        <select {...control("category")} required>
          <option value="">{t("safePlaces.form.choose")}</option>
          {safePlaceCategoryList.map((category) => (
            <option key={category} value={category}>
              {t(categoryLabel[category])}
            </option>
          ))}
        </select>,
      )}
      {field("address", t("safePlaces.form.address"), <input {...control("address")} type="text" maxLength={300} required autoComplete="off" />)}
      {field(
        "description",
        t("safePlaces.form.description"),
        <textarea {...control("description")} className={`${fieldStyles.input} ${styles.textarea}`} rows={3} maxLength={2000} required />,
      )}
      <PositionFields
        id={id}
        latitude={values.latitude}
        longitude={values.longitude}
        onChange={change}
        problemOf={problemOf}
        texts={{
          latitude: t("safePlaces.form.latitude"),
          longitude: t("safePlaces.form.longitude"),
          locate: t("safePlaces.form.locate"),
          locating: t("safePlaces.form.locating"),
          located: t("safePlaces.form.located"),
          failure: {
            denied: t("safePlaces.form.locate.denied"),
            unsupported: t("safePlaces.form.locate.unsupported"),
            unavailable: t("safePlaces.form.locate.unavailable"),
            timeout: t("safePlaces.form.locate.timeout"),
          },
        }}
        {...(locate === undefined ? {} : { locate })}
      />
      {field("tags", t("safePlaces.form.tags"), <input {...control("tags", true)} type="text" autoComplete="off" />, t("safePlaces.form.tagsHint"))}
      <PlaceFormEnd
        failure={form.sending.failure?.message ?? null}
        isSending={isSending}
        onCancel={onClose}
        texts={{
          cancel: t("safePlaces.form.cancel"),
          submit: t(mode === "add" ? "safePlaces.form.submit" : "safePlaces.form.save"),
          sending: t("safePlaces.form.sending"),
        }}
      />
    </form>
  );
}
