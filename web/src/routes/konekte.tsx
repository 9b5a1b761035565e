import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { parseKonekteSearch } from "../features/auth/lib/konekte-search";
import { saveReturnPath } from "../lib/return-path";
import { publicServicesQueryOptions } from "../features/services/api/get-public-services";
import { HomeError, HomePage, HomePending } from "../features/home/components/home-screens";
import { useDocumentTitle } from "../lib/use-document-title";
import { useLanguage } from "../i18n/language-provider";
import { requestLanguage } from "../i18n/request-language";
import { useLoginDialog } from "../layout/login-dialog-state";

/**
 * Where the server's sign-in entry leads: the home page with the sign-in modal open. Signing in
 * goes on to `returnTo` (the page whose session ended), kept where the sign-in looks for it.
 */
export const Route = createFileRoute("/konekte")({
  validateSearch: parseKonekteSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(publicServicesQueryOptions(requestLanguage())),
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: HomePending,
  errorComponent: HomeError,
  component: KonektePage,
});

function KonektePage() {
  const { t } = useLanguage();
  const { setOpen } = useLoginDialog();
  const { returnTo } = Route.useSearch();
  useDocumentTitle(t("auth.login.pageTitle"));
  useEffect(() => {
    if (returnTo !== undefined) saveReturnPath(returnTo);
  }, [returnTo]);
  useEffect(() => setOpen(true), [setOpen]);
  return <HomePage />;
}
