import { useId } from "react";
import { useLanguage } from "../../../../i18n/language-provider";
import * as styles from "../../../../ui/wizard-form.css";

export interface NameStepProps {
  readonly firstName: string;
  readonly lastName: string;
  readonly error: string | null;
  readonly onChange: (patch: { readonly firstName?: string; readonly lastName?: string }) => void;
  readonly onBlur: () => void;
}

/** Step 1: first and last name, two inputs sharing one problem message (they form the full name). */
export function NameStep({ firstName, lastName, error, onChange, onBlur }: NameStepProps) {
  const { t } = useLanguage();
  const firstId = useId();
  const lastId = useId();
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={firstId} className={styles.label}>
        {t("registration.firstName")}
      </label>
      <input
        id={firstId}
        data-step-focus
        className={styles.input}
        value={firstName}
        autoComplete="given-name"
        aria-invalid={error !== null}
        aria-describedby={errorId}
        onChange={(event) => onChange({ firstName: event.target.value })}
        onBlur={onBlur}
      />
      <label htmlFor={lastId} className={styles.label}>
        {t("registration.lastName")}
      </label>
      <input
        id={lastId}
        className={styles.input}
        value={lastName}
        autoComplete="family-name"
        aria-invalid={error !== null}
        aria-describedby={errorId}
        onChange={(event) => onChange({ lastName: event.target.value })}
        onBlur={onBlur}
      />
      <p id={errorId} role="alert" className={styles.error}>
        {error ?? ""}
      </p>
    </div>
  );
}
