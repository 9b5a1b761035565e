import { limitCodeInput } from "@kominote/core/rules/login-code";
import { useId, type ClipboardEvent, type FormEvent } from "react";
import { Button as AriaButton } from "react-aria-components";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { FieldError } from "./field-error";
import * as styles from "./login-flow.css";

export interface CodeStepProps {
  /** The address or number the code was sent to. */
  readonly contact: string;
  readonly code: string;
  readonly error: string | null;
  readonly isPending: boolean;
  /** Seconds before a new code may be asked for; 0 when at once. */
  readonly resendSeconds: number;
  readonly isResending: boolean;
  readonly onCodeChange: (code: string) => void;
  readonly onSubmit: () => void;
  readonly onResend: () => void;
  readonly onBack: () => void;
}

/**
 * Second step: the 6-digit code in one field, so phones can fill it from the message
 * (one-time-code autofill) and a pasted "123 456" or "123-456" keeps its six digits.
 */
export function CodeStep(props: CodeStepProps) {
  const { contact, code, error, isPending, resendSeconds, isResending, onCodeChange, onSubmit, onResend, onBack } = props;
  const { t } = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };
  // The field holds at most 6 characters, which would cut "123 456" before it is cleaned: paste is read whole.
  const paste = (event: ClipboardEvent<HTMLInputElement>): void => {
    event.preventDefault();
    onCodeChange(limitCodeInput(event.clipboardData.getData("text")));
  };
  const canResend = resendSeconds <= 0 && !isResending;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.status} role="status">
        {t("auth.login.codeSentTo", { contact })}
      </p>
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
      <Button type="submit" variant="primary" fullWidth isPending={isPending}>
        {isPending ? t("auth.login.verifying") : t("auth.login.verify")}
      </Button>
      <div className={styles.links}>
        <AriaButton className={styles.textButton} onPress={onBack}>
          {t("auth.login.back")}
        </AriaButton>
        <AriaButton className={styles.textButton} isDisabled={!canResend} onPress={onResend}>
          {resendSeconds > 0 ? t("auth.login.resendIn", { seconds: resendSeconds }) : t("auth.login.resend")}
        </AriaButton>
      </div>
    </form>
  );
}
