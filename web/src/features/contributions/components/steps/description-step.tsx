import { minContributionLength } from "@kominote/core/schemas/contributions";
import { useId } from "react";
import { useLanguage } from "../../../../i18n/language-provider";
import { KeyboardOnly } from "../../../../ui/keyboard-only";
import { describedBy, StepField } from "../../../../ui/step-field";
import * as styles from "../contribution-wizard.css";

export interface DescriptionStepProps {
  readonly value: string;
  readonly error: string | null;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

/** Step 1: what the member did or found, at least 20 characters (the server's own rule). */
export function DescriptionStep({ value, error, onChange, onBlur }: DescriptionStepProps) {
  const { t } = useLanguage();
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const countId = useId();
  const length = value.trim().length;
  return (
    <StepField id={id} label={t("wizard.description.label")} hint={
        <>
          {t("wizard.description.hint")} <KeyboardOnly>{t("wizard.description.keyboardHint")}</KeyboardOnly>
        </>
      } hintId={hintId} error={error} errorId={errorId}>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        rows={5}
        maxLength={5000}
        aria-invalid={error !== null}
        aria-describedby={`${describedBy(errorId, hintId)} ${countId}`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p id={countId} className={styles.count}>
        {t("wizard.description.count", { count: length })}
        {length < minContributionLength ? ` / ${minContributionLength}` : ""}
      </p>
    </StepField>
  );
}
