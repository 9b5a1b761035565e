import type { MessageKey } from "@kominote/core/i18n/messages";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { requireSignInToAddPlace } from "../../../lib/pending-actions/require-sign-in";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { Button } from "../../../ui/button";
import { FilePicker } from "../../../ui/file-picker";
import { FormProblem } from "../../../ui/form-problem";
import { SpinnerIcon } from "../../../ui/spinner";
import { describedBy, StepField } from "../../../ui/step-field";
import { showToast } from "../../../ui/toast-queue";
import * as fieldStyles from "../../../ui/wizard-form.css";
import { checkFinderForm, emptyFinderValues, finderFields, isImageFile, keepPlaceDraft, takePlaceDraft, type FinderField, type FinderValues } from "../lib/place-form";
import type { DevicePosition } from "../lib/use-position";
import { CoordinateFinder } from "./coordinate-finder";
import * as styles from "./places.css";

export interface AddPlacePanelProps {
  readonly device: DevicePosition;
  /** Whether a member is signed in: a visitor's submit keeps the place and asks them to sign in. */
  readonly signedIn: boolean;
  /** Sends the multipart form; resolves once stored, rejects when it did not go through. */
  /** Sends the form; answers whether it was kept on the device for want of a connection (it then waits, shown by the screen). */
  readonly onSubmit: (form: FormData) => Promise<{ readonly kept: boolean } | undefined>;
  /** For stories: what the form holds as it opens, and the error a send already failed with. */
  readonly initialValues?: FinderValues;
  readonly initialError?: unknown;
}

/** Where a visitor comes back to once signed in: this tab, with the form as they left it. */
const returnPath = "/lokate";

/**
 * The finder's add tab (SPEC 2, 5): coordinates from the device, a name, an optional description
 * and photo, sent as a multipart form to wait for review. A visitor's place is kept on the device
 * while they sign in, and the form reopens with it.
 */
export function AddPlacePanel({ device, signedIn, onSubmit, initialValues = emptyFinderValues, initialError }: AddPlacePanelProps) {
  const { t } = useLanguage();
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [problems, setProblems] = useState<Partial<Record<FinderField, MessageKey>>>({});
  const [restored, setRestored] = useState(false);
  const sending = useSubmitForm({
    send: onSubmit,
    fallbackMessage: t("places.form.failed"),
    offlineMessage: t("places.form.offline"),
    fields: finderFields,
    initialError,
  });
  const { setPosition } = device;

  // A member back from signing in finds what they typed as a visitor.
  useEffect(() => {
    if (!signedIn) return;
    const draft = takePlaceDraft();
    if (draft === null) return;
    setValues({ name: draft.name, description: draft.description, photo: null });
    if (draft.coordinates !== null) setPosition(draft.coordinates);
    setRestored(true);
  }, [signedIn, setPosition]);

  const change = (patch: Partial<FinderValues>, field: FinderField): void => {
    setValues((current) => ({ ...current, ...patch }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    sending.clearField(field);
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (sending.isPending) return;
    const check = checkFinderForm(values, device.position);
    if (!check.ok) {
      setProblems(check.problems);
      const first = (["name", "coordinates", "photo"] as const).find((field) => check.problems[field] !== undefined);
      if (first !== undefined) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (!signedIn) {
      keepPlaceDraft({ name: values.name, description: values.description, coordinates: device.position });
      showToast({ title: t("places.signIn.title"), description: t("places.signIn.text"), tone: "info" });
      requireSignInToAddPlace(returnPath);
      return;
    }
    const outcome = await sending.submit(check.form);
    if (outcome.ok) {
      if (outcome.value?.kept !== true) showToast({ title: t("places.form.done"), description: t("places.form.doneText"), tone: "success" });
      setValues(emptyFinderValues);
      setRestored(false);
    }
  };

  const problemOf = (field: FinderField): string | null => {
    const own = problems[field];
    if (own !== undefined) return t(own);
    if (field === "coordinates") return sending.fieldError("latitude") ?? sending.fieldError("longitude");
    return sending.fieldError(field);
  };

  return (
    <div className={styles.form}>
      <CoordinateFinder device={device} problem={problemOf("coordinates")} problemId={`${id}-coordinates-error`} buttonId={`${id}-coordinates`} />
      <form className={styles.section} noValidate aria-busy={sending.isPending} aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {t("places.form.title")}
        </h2>
        {restored ? <p className={styles.note}>{t("places.form.restored")}</p> : null}
        <StepField id={`${id}-name`} label={t("places.form.name")} error={problemOf("name")} errorId={`${id}-name-error`}>
          <input
            id={`${id}-name`}
            className={fieldStyles.input}
            type="text"
            required
            maxLength={120}
            autoComplete="off"
            value={values.name}
            aria-invalid={problemOf("name") !== null}
            aria-describedby={describedBy(`${id}-name-error`)}
            onChange={(event) => change({ name: event.target.value }, "name")}
          />
        </StepField>
        <StepField id={`${id}-description`} label={t("places.form.description")} error={sending.fieldError("description")} errorId={`${id}-description-error`}>
          <textarea
            id={`${id}-description`}
            className={`${fieldStyles.input} ${styles.textarea}`}
            rows={3}
            maxLength={1000}
            value={values.description}
            aria-describedby={describedBy(`${id}-description-error`)}
            onChange={(event) => setValues((current) => ({ ...current, description: event.target.value }))}
          />
        </StepField>
        <StepField id={`${id}-photo`} error={problemOf("photo")} errorId={`${id}-photo-error`} hint={t("places.form.photoHint")} hintId={`${id}-photo-hint`}>
          <span className={styles.factLabel}>{t("places.form.photo")}</span>
          <div className={styles.actions}>
            <FilePicker
              id={`${id}-photo`}
              text={t("places.form.choosePhoto")}
              accept="image/*"
              describedBy={describedBy(`${id}-photo-error`, `${id}-photo-hint`)}
              invalid={problemOf("photo") !== null}
              onPick={([file]) => {
                if (file === undefined) return;
                change({ photo: file }, "photo");
                if (!isImageFile(file)) setProblems((current) => ({ ...current, photo: "places.form.photoType" }));
              }}
            />
            {values.photo === null ? null : (
              <>
                <span className={styles.note}>{t("places.form.photoChosen", { name: values.photo.name })}</span>
                <Button variant="ghost" onPress={() => change({ photo: null }, "photo")}>
                  {t("places.form.removePhoto")}
                </Button>
              </>
            )}
          </div>
        </StepField>
        <FormProblem message={sending.failure?.message ?? null} />
        <div className={styles.actions}>
          <Button type="submit" isPending={sending.isPending}>
            {sending.isPending ? (
              <span className={fieldStyles.pending}>
                <SpinnerIcon />
                {t("places.form.sending")}
              </span>
            ) : (
              t("places.form.submit")
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
