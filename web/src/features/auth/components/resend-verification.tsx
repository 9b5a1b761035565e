import type { ResendEmailVerificationResponse } from "@kominote/core/schemas/email-verification";
import { useMutation } from "@tanstack/react-query";
import { useLanguage } from "../../../i18n/language-provider";
import { resendEmailVerification } from "../api/resend-email-verification";
import { resendStateOfAnswer, resendStateOfError, type ResendState } from "../lib/resend-state";
import { useUnauthorizedRedirect } from "../../../lib/use-unauthorized-redirect";
import { ResendVerificationView } from "./resend-verification-view";

export interface ResendVerificationProps {
  /** Called with the server's answer, e.g. to refresh the member once the address is confirmed. */
  readonly onAnswer?: (answer: ResendEmailVerificationResponse) => void;
}

/** Asks the server for a new confirmation link for the signed-in member. */
export function ResendVerification({ onAnswer }: ResendVerificationProps) {
  const { t } = useLanguage();
  const mutation = useMutation({ mutationFn: resendEmailVerification, onSuccess: (answer) => onAnswer?.(answer) });
  // The session ended while the page was open: the usual logged-out toast, then sign in again.
  useUnauthorizedRedirect(mutation.error);
  const state: ResendState = mutation.isPending
    ? { status: "pending" }
    : mutation.isSuccess
      ? resendStateOfAnswer(mutation.data)
      : mutation.isError
        ? resendStateOfError(mutation.error, t("auth.emailVerification.failed"))
        : { status: "idle" };
  return <ResendVerificationView state={state} onResend={() => mutation.mutate()} />;
}
