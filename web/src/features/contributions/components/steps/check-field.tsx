import { useId } from "react";
import * as styles from "../contribution-wizard.css";

export interface CheckFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly hint?: string;
  readonly onChange: (checked: boolean) => void;
}

/** A labelled checkbox (the whole row is its label, a large touch target), with an optional hint. */
export function CheckField({ label, checked, hint, onChange }: CheckFieldProps) {
  const hintId = useId();
  return (
    <label className={styles.checkRow}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        aria-describedby={hint === undefined ? undefined : hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {hint === undefined ? null : (
          <span id={hintId} className={styles.checkHint}>
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
