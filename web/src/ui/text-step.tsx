import { useId, type HTMLInputTypeAttribute } from "react";
import * as styles from "./wizard-form.css";
import { describedBy, StepField } from "./step-field";

export interface TextStepProps {
  readonly label: string;
  readonly value: string;
  readonly error: string | null;
  readonly hint?: string;
  readonly type: HTMLInputTypeAttribute;
  readonly autoComplete: string;
  readonly inputMode?: "email" | "tel" | "text";
  readonly placeholder?: string;
  /** Latest allowed value of a date input ("YYYY-MM-DD"). */
  readonly max?: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

/** One input of the wizard: birthday, e-mail, phone, password or its confirmation. */
export function TextStep({ label, value, error, hint, type, autoComplete, inputMode, placeholder, max, onChange, onBlur }: TextStepProps) {
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const hasHint = hint !== undefined;
  return (
    <StepField id={id} label={label} error={error} errorId={errorId} {...(hasHint ? { hint, hintId } : {})}>
      <input
        id={id}
        data-step-focus
        className={styles.input}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        max={max}
        aria-invalid={error !== null}
        aria-describedby={describedBy(errorId, hasHint ? hintId : undefined)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </StepField>
  );
}
