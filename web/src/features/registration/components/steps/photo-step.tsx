import { profilePhotoTypes } from "@kominote/core/rules/profile-photo";
import { useId, useState } from "react";
import { useLanguage } from "../../../../i18n/language-provider";
import { Button } from "../../../../ui/button";
import { readProfilePhoto } from "../../lib/read-photo";
import * as styles from "../registration-wizard.css";
import { describedBy, StepField } from "./step-field";

export interface PhotoStepProps {
  /** The chosen photo as a data URL, or "" for none (the photo is optional). */
  readonly photo: string;
  readonly onChange: (photo: string) => void;
}

/** Step 5: an optional photo, checked on the phone before anything is sent, with a preview. */
export function PhotoStep({ photo, onChange }: PhotoStepProps) {
  const { t } = useLanguage();
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);

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
      label={photo === "" ? t("registration.profilePhoto.choose") : t("registration.profilePhoto.change")}
      error={problem}
      errorId={errorId}
      hint={t("registration.profilePhoto.hint")}
      hintId={hintId}
    >
      <div className={styles.photoRow}>
        {photo === "" ? null : (
          <img src={photo} alt={t("registration.profilePhoto.preview")} className={styles.photoPreview} />
        )}
        <input
          id={id}
          data-step-focus
          className={styles.fileInput}
          type="file"
          accept={profilePhotoTypes.join(",")}
          aria-invalid={problem !== null}
          aria-describedby={describedBy(errorId, hintId)}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            // Picking the same file again after removing it must fire a change.
            event.target.value = "";
          }}
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
