import { limitCodeInput } from "@kominote/core/rules/login-code";
import { useId, type ClipboardEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { FieldError } from "./field-error";
import * as styles from "./login-flow.css";

export interface CodeFieldProps {
  readonly code: string;
  /** The server's (or the check's) words about the code, shown under it; null when none. */
  readonly error: string | null;
  readonly onCodeChange: (code: string) => void;
}

/**
 * The 6-digit code of a message in one field, so phones can fill it from the message
 * (one-time-code autofill) and a pasted "123 456" or "123-456" keeps its six digits. Signing in
 * and confirming that a member leaves both take their code here.
 */
export function CodeField({ code, error, onCodeChange }: CodeFieldProps) {
  const { t } = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  // The field holds at most 6 characters, which would cut "123 456" before it is cleaned: paste is read whole.
  const paste = (event: ClipboardEvent<HTMLInputElement>): void => {
    event.preventDefault();
    onCodeChange(limitCodeInput(event.clipboardData.getData("text")));
  };
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {t("auth.login.codeLabel")}
      </label>
      <span id={hintId} className={styles.hint}>
        {t("auth.login.codeHint")}
      </span>
      <input
        id={inputId}
        className={styles.codeInput}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        onChange={(event) => onCodeChange(limitCodeInput(event.target.value))}
        onPaste={paste}
        aria-invalid={error === null ? undefined : true}
        aria-describedby={`${hintId} ${errorId}`}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
