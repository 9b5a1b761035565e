import { useLanguage } from "../../../i18n/language-provider";
import { PlaceDialog, usePlaceForm, type PlaceDialogProps } from "../../../ui/place-dialog";
import { PositionFields, positionTexts } from "../../../ui/position-fields";
import * as styles from "../../../ui/reported-places.css";
import { PlaceFormEnd } from "../../../ui/reported-places";
import * as fieldStyles from "../../../ui/wizard-form.css";
import type { CreateConnectionPointBody } from "../api/connection-points";
import { connectionTypeLabel, connectionTypeList } from "../lib/connection-kinds";
import {
  checkConnectionPointForm,
  connectionPointFormFields,
  emptyConnectionPointForm,
  type ConnectionPointFormValues,
} from "../lib/connection-point-form";

export type ConnectionPointDialogProps = PlaceDialogProps<ConnectionPointFormValues, CreateConnectionPointBody>;

/** 'Add a connection point' or 'edit' one's own: sent to wait for a moderator's review. */
export function ConnectionPointDialog({ mode, isOpen, onClose, ...form }: ConnectionPointDialogProps) {
  const { t } = useLanguage();
  return (
    <PlaceDialog title={t(mode === "add" ? "connectionPoints.add.title" : "connectionPoints.edit.title")} isOpen={isOpen} onClose={onClose}>
      <ConnectionPointForm mode={mode} onClose={onClose} {...form} />
    </PlaceDialog>
  );
}

function ConnectionPointForm({ locate, ...options }: Omit<ConnectionPointDialogProps, "isOpen">) {
  const { id, t, values, change, problemOf, control, field, basics, submit, end } = usePlaceForm({
    ...options,
    namespace: "connectionPoints",
    emptyValues: emptyConnectionPointForm,
    fields: connectionPointFormFields,
    check: checkConnectionPointForm,
  });
  const checkbox = (name: "isPublic" | "isFree", label: string) => (
    <label className={styles.check} htmlFor={`${id}-${name}`}>
      <input id={`${id}-${name}`} type="checkbox" checked={values[name]} onChange={(event) => change(name, event.target.checked)} />
      {label}
    </label>
  );

  return (
    <form className={styles.form} noValidate aria-busy={end.isSending} onSubmit={(event) => void submit(event)}>
      {basics("connectionType", t("connectionPoints.form.type"), connectionTypeList.map((value) => ({ value, label: t(connectionTypeLabel[value]) })))}
      <div className={styles.pair}>
        {field("speed", t("connectionPoints.form.speed"), <input {...control("speed")} type="text" inputMode="decimal" required autoComplete="off" />)}
        {field("reliability", t("connectionPoints.form.reliability"), <input {...control("reliability")} type="text" inputMode="decimal" autoComplete="off" />)}
      </div>
      {checkbox("isPublic", t("connectionPoints.form.isPublic"))}
      {checkbox("isFree", t("connectionPoints.form.isFree"))}
      {/* SPEC 5: what it takes to connect is asked only of a point that is not free. */}
      {values.isFree
        ? null
        : field(
            "requirements",
            t("connectionPoints.form.requirements"),
            <textarea {...control("requirements", true)} className={`${fieldStyles.input} ${styles.textarea}`} rows={2} maxLength={500} />,
            t("connectionPoints.form.requirementsHint"),
          )}
      <PositionFields
        id={id}
        latitude={values.latitude}
        longitude={values.longitude}
        onChange={change}
        problemOf={problemOf}
        texts={positionTexts(t, "connectionPoints")}
        {...(locate === undefined ? {} : { locate })}
      />
      <PlaceFormEnd {...end} />
    </form>
  );
}
