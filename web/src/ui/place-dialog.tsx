import { useId, type ReactNode } from "react";
import { useLanguage } from "../i18n/language-provider";
import type { FormCheck } from "../lib/check-form";
import type { DevicePosition } from "../lib/locate-device";
import { useCheckedForm } from "../lib/use-checked-form";
import { Dialog } from "./dialog";
import { formKit } from "./form-kit";
import * as styles from "./reported-places.css";
import * as fieldStyles from "./wizard-form.css";
import type { PlaceFormEndProps, PlaceNamespace } from "./reported-places";

/** What a dialog adding or correcting a member's place takes (safe places, connection points). */
export interface PlaceDialogProps<Values, Body> {
  /** "add" for a new place; "edit" for one's own, opened with its values. */
  readonly mode: "add" | "edit";
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** Sends the place; resolves once stored (the dialog then closes), rejects when it did not go through. */
  readonly onSave: (request: Body) => Promise<unknown>;
  readonly initialValues?: Values;
  /** For stories: the error a send already failed with, and where 'use my position' finds the device. */
  readonly initialError?: unknown;
  readonly locate?: () => Promise<DevicePosition>;
}

/** The dialog around such a form: closing it (Escape, a tap outside, the close button) is the form's cancel. */
export function PlaceDialog({ title, isOpen, onClose, children }: { readonly title: string; readonly isOpen: boolean; readonly onClose: () => void; readonly children: ReactNode }) {
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {children}
    </Dialog>
  );
}

export interface PlaceFormOptions<Field extends string, Values extends Readonly<Record<Field, unknown>>, Request>
  extends Omit<PlaceDialogProps<Values, Request>, "isOpen" | "locate"> {
  readonly namespace: PlaceNamespace;
  readonly emptyValues: Values;
  readonly fields: readonly Field[];
  readonly check: (values: Values) => FormCheck<Field, Request>;
}

/**
 * A member's place form, adding or correcting: checked, sent and its problems placed as
 * useCheckedForm does, with the namespace's words for a failure, the wait for the connection and
 * the buttons at its end; `control` and `field` build its text fields.
 */
export const usePlaceForm = <Field extends string, Values extends Readonly<Record<Field, unknown>>, Request>({
  namespace,
  mode,
  onClose,
  onSave,
  initialValues,
  emptyValues,
  initialError,
  fields,
  check,
}: PlaceFormOptions<Field, Values, Request>) => {
  const { t } = useLanguage();
  const id = useId();
  const form = useCheckedForm({
    id,
    initialValues: initialValues ?? emptyValues,
    fields,
    check,
    send: onSave,
    fallbackMessage: t(mode === "add" ? `${namespace}.form.failed` : `${namespace}.form.editFailed`),
    offlineMessage: t(`${namespace}.form.offline`),
    onDone: onClose,
    ...(initialError === undefined ? {} : { initialError }),
  });
  const end: PlaceFormEndProps = {
    failure: form.sending.failure?.message ?? null,
    isSending: form.sending.isPending,
    onCancel: onClose,
    texts: {
      cancel: t(`${namespace}.form.cancel`),
      submit: t(mode === "add" ? `${namespace}.form.submit` : `${namespace}.form.save`),
      sending: t(`${namespace}.form.sending`),
    },
  };
  // formKit builds text controls only, and a text control's value is always a string.
  const changeText = form.change as (field: Field, value: string) => void;
  const { control, field } = formKit({ id, values: form.values, change: changeText, problemOf: form.problemOf });
  // Every reported place starts with these (core's reportedPlaceFields), so every form has them.
  const [name, address, description] = ["name", "address", "description"] as Field[] as [Field, Field, Field];
  /** What every such form opens with: the review note, the name, the place's kind, its address and description. */
  const basics = (kind: Field, kindLabel: string, kinds: readonly { readonly value: string; readonly label: string }[]) => (
    <>
      <p className={styles.note}>{t(`${namespace}.form.review`)}</p>
      {field(name, t(`${namespace}.form.name`), <input {...control(name)} type="text" maxLength={150} required autoComplete="off" />)}
      {field(
        kind,
        kindLabel,
        <select {...control(kind)} required>
          <option value="">{t(`${namespace}.form.choose`)}</option>
          {kinds.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>,
      )}
      {field(address, t(`${namespace}.form.address`), <input {...control(address)} type="text" maxLength={300} required autoComplete="off" />)}
      {field(
        description,
        t(`${namespace}.form.description`),
        <textarea {...control(description)} className={`${fieldStyles.input} ${styles.textarea}`} rows={3} maxLength={2000} required />,
      )}
    </>
  );
  return { ...form, control, field, basics, id, t, end };
};
