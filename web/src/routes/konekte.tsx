import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { publicServicesQueryOptions } from "../features/home/api/get-public-services";
import { HomeError, HomePage, HomePending } from "../features/home/components/home-screens";
import { useDocumentTitle } from "../features/static-pages/lib/use-document-title";
import { useLanguage } from "../i18n/language-provider";
import { requestLanguage } from "../i18n/request-language";
import { useLoginDialog } from "../layout/login-dialog-state";

/** Where the server's sign-in entry leads: the home page with the sign-in modal open. */
export const Route = createFileRoute("/konekte")({
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
  useDocumentTitle(t("auth.login.pageTitle"));
  useEffect(() => setOpen(true), [setOpen]);
  return <HomePage />;
}
