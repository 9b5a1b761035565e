import type { FormEvent } from "react";
import { Button as AriaButton } from "react-aria-components";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { CodeField } from "./code-field";
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
 * Second step: the 6-digit code (one field, filled from the message on phones), then sign in.
 */
export function CodeStep(props: CodeStepProps) {
  const { contact, code, error, isPending, resendSeconds, isResending, onCodeChange, onSubmit, onResend, onBack } = props;
  const { t } = useLanguage();
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };
  const canResend = resendSeconds <= 0 && !isResending;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isPending}>
      <p className={styles.status} role="status">
        {t("auth.login.codeSentTo", { contact })}
      </p>
      <CodeField code={code} error={error} onCodeChange={onCodeChange} />
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
