import { profilePhotoTypes } from "@kominote/core/rules/profile-photo";
import { useId, useState } from "react";
import { useLanguage } from "../../../../i18n/language-provider";
import { Button } from "../../../../ui/button";
import { FilePicker } from "../../../../ui/file-picker";
import { readProfilePhoto } from "../../../../lib/read-photo";
import * as styles from "../../../../ui/wizard-form.css";
import { describedBy, StepField } from "../../../../ui/step-field";

export interface PhotoStepProps {
  /** The chosen photo as a data URL, or "" for none (the photo is optional). */
  readonly photo: string;
  /** The server's problem with the photo after sending, in the reader's language, or null. */
  readonly error: string | null;
  readonly onChange: (photo: string) => void;
}

/** Step 5: an optional photo, checked on the phone before anything is sent, with a preview. */
export function PhotoStep({ photo, error, onChange }: PhotoStepProps) {
  const { t } = useLanguage();
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  // The check made as the photo is picked comes first; the server's answer shows until a new pick.
  const shown = problem ?? error;

  const pick = async (file: File | undefined): Promise<void> => {
    if (file === undefined) return;
    const result = await readProfilePhoto(file);
    if (result.ok) {
      setProblem(null);
      onChange(result.dataUrl);
    } else {
      setProblem(t(result.messageKey));
    }
  };

  return (
    <StepField
      id={id}
      error={shown}
      errorId={errorId}
      hint={t("registration.profilePhoto.hint")}
      hintId={hintId}
    >
      <div className={styles.photoRow}>
        {photo === "" ? null : (
          <img src={photo} alt={t("registration.profilePhoto.preview")} className={styles.photoPreview} />
        )}
        <FilePicker
          id={id}
          stepFocus
          text={photo === "" ? t("registration.profilePhoto.choose") : t("registration.profilePhoto.change")}
          accept={profilePhotoTypes.join(",")}
          invalid={shown !== null}
          describedBy={describedBy(errorId, hintId)}
          onPick={(files) => void pick(files[0])}
        />
        {photo === "" ? null : (
          <Button variant="ghost" size="sm" onPress={() => onChange("")}>
            {t("registration.profilePhoto.remove")}
          </Button>
        )}
      </div>
    </StepField>
  );
}
