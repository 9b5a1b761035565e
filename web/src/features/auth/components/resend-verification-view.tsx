import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import type { ResendState } from "../lib/resend-state";
import * as styles from "./resend-verification.css";

export interface ResendVerificationViewProps {
  readonly state: ResendState;
  readonly onResend: () => void;
}

/**
 * "Send me a new link", and what came of it. The message area stays in the page from the start so
 * screen readers announce the answer when it arrives.
 */
export function ResendVerificationView({ state, onResend }: ResendVerificationViewProps) {
  const { t } = useLanguage();
  const pending = state.status === "pending";
  const message = state.status === "idle" || state.status === "pending" ? "" : state.message;
  return (
    <div className={styles.resend}>
      {state.status === "alreadyVerified" ? null : (
        <Button variant="secondary" isPending={pending} onPress={onResend}>
          {pending ? t("auth.emailVerification.sending") : t("auth.emailVerification.resend")}
        </Button>
      )}
      <p className={styles.messageTone[state.status === "error" ? "danger" : "neutral"]} role="status">
        {message}
      </p>
    </div>
  );
}
