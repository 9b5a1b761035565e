import * as styles from "./forums.css";

export interface TextAreaFieldProps {
  /** Base of the element ids: `<id>` for the box, `<id>-hint` and `<id>-error` for its texts. */
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly rows: number;
  readonly maxLength: number;
  readonly required?: boolean;
  /** The message to show under the box, or null when there is nothing wrong. */
  readonly problem: string | null;
}

/**
 * A labelled text box of the discussion forms, with its hint and its error tied to it for screen
 * readers; the error region is always present so a new message is announced.
 */
export function TextAreaField({ id, label, hint, value, onChange, rows, maxLength, required = false, problem }: TextAreaFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className={styles.meta}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className={styles.textarea}
        rows={rows}
        maxLength={maxLength}
        required={required}
        value={value}
        aria-invalid={problem !== null}
        aria-describedby={hint === undefined ? `${id}-error` : `${id}-hint ${id}-error`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-error`} role="alert" className={styles.error}>
        {problem ?? ""}
      </p>
    </div>
  );
}
