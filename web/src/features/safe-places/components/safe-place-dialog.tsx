import { useLanguage } from "../../../i18n/language-provider";
import { PlaceDialog, usePlaceForm, type PlaceDialogProps } from "../../../ui/place-dialog";
import { PositionFields, positionTexts } from "../../../ui/position-fields";
import * as styles from "../../../ui/reported-places.css";
import { PlaceFormEnd } from "../../../ui/reported-places";
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
  const { id, t, values, change, problemOf, control, field, basics, submit, end } = usePlaceForm({
    ...options,
    namespace: "safePlaces",
    emptyValues: emptySafePlaceForm,
    fields: safePlaceFormFields,
    check: checkSafePlaceForm,
  });
  return (
    <form className={styles.form} noValidate aria-busy={end.isSending} onSubmit={(event) => void submit(event)}>
      {basics("category", t("safePlaces.form.category"), safePlaceCategoryList.map((value) => ({ value, label: t(categoryLabel[value]) })))}
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
