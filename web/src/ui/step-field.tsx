import type { ReactNode } from "react";
import * as styles from "./wizard-form.css";

export interface StepFieldProps {
  readonly id: string;
  /** The field's label; left out when the control names itself (a file picker's button). */
  readonly label?: string;
  /** The problem under the field, already in the interface language, or null. */
  readonly error: string | null;
  readonly errorId: string;
  readonly hint?: ReactNode;
  readonly hintId?: string;
  readonly children: ReactNode;
}

/**
 * A labelled field with its hint and its problem. The problem's region is always present (an alert,
 * so a screen reader hears it appear) and is named by the input's aria-describedby.
 */
export function StepField({ id, label, error, errorId, hint, hintId, children }: StepFieldProps) {
  return (
    <div className={styles.field}>
      {label === undefined ? null : (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      )}
      {hint === undefined ? null : (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <p id={errorId} role="alert" className={styles.error}>
        {error ?? ""}
      </p>
    </div>
  );
}

/** The ids an input names in aria-describedby: its hint (when any) and its problem. */
export const describedBy = (errorId: string, hintId?: string): string =>
  hintId === undefined ? errorId : `${hintId} ${errorId}`;
