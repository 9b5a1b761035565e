import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { EmailVerificationRecovery } from "../features/auth/components/email-verification-recovery";
import { useLanguage } from "../i18n/language-provider";
import { verifyEmailQueryOptions } from "../features/registration/api/verify-email";
import { VerifyEmailScreen } from "../features/registration/components/verify-email-screen";
import { verifyEmailStateOf } from "../features/registration/lib/verify-email-state";

export const Route = createFileRoute("/verify-email")({
  // The token comes from the link in the confirmation e-mail; anything else counts as no token.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" && search.token !== "" ? { token: search.token } : {},
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token } = Route.useSearch();
  const { t } = useLanguage();
  const query = useQuery({ ...verifyEmailQueryOptions(token ?? ""), enabled: token !== undefined });
  const state = verifyEmailStateOf(
    { token, data: query.data, error: query.error },
    { missingToken: t("validation.token.invalid"), failed: t("registration.verify.error") },
  );
  return <VerifyEmailScreen state={state} recovery={<EmailVerificationRecovery />} />;
}
