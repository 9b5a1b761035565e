import { useLanguage } from "../../../i18n/language-provider";
import { PlaceDialog, usePlaceForm, type PlaceDialogProps } from "../../../ui/place-dialog";
import { PositionFields, positionTexts } from "../../../ui/position-fields";
import * as styles from "../../../ui/reported-places.css";
import { PlaceFormEnd } from "../../../ui/reported-places";
import * as fieldStyles from "../../../ui/wizard-form.css";
import type { CreateSafePlaceBody } from "../api/safe-places";
import { categoryLabel, safePlaceCategoryList } from "../lib/safe-place-kinds";
import { checkSafePlaceForm, emptySafePlaceForm, safePlaceFormFields, type SafePlaceFormValues } from "../lib/safe-place-form";

export type SafePlaceDialogProps = PlaceDialogProps<SafePlaceFormValues, CreateSafePlaceBody>;

/** 'Add a safe place' or 'edit the place': the member's place, sent to wait for a moderator's review. */
export function SafePlaceDialog({ mode, isOpen, onClose, ...form }: SafePlaceDialogProps) {
  const { t } = useLanguage();
  return (
    <PlaceDialog title={t(mode === "add" ? "safePlaces.add.title" : "safePlaces.edit.title")} isOpen={isOpen} onClose={onClose}>
      <SafePlaceForm mode={mode} onClose={onClose} {...form} />
    </PlaceDialog>
  );
}

function SafePlaceForm({ locate, ...options }: Omit<SafePlaceDialogProps, "isOpen">) {
  const { id, t, values, change, problemOf, control, field, submit, end } = usePlaceForm({
    ...options,
    namespace: "safePlaces",
    emptyValues: emptySafePlaceForm,
    fields: safePlaceFormFields,
    check: checkSafePlaceForm,
  });
  return (
    <form className={styles.form} noValidate aria-busy={end.isSending} onSubmit={(event) => void submit(event)}>
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
        texts={positionTexts(t, "safePlaces")}
        {...(locate === undefined ? {} : { locate })}
      />
      {field("tags", t("safePlaces.form.tags"), <input {...control("tags", true)} type="text" autoComplete="off" />, t("safePlaces.form.tagsHint"))}
      <PlaceFormEnd {...end} />
    </form>
  );
}
