import { createFileRoute } from "@tanstack/react-router";
import { ChooseServiceScreen } from "../../features/services/components/choose-service-screen";
import { ServicePending } from "../../features/services/components/service-pending";
import { redirectMemberWithService } from "../../features/services/lib/choose-service-redirect";
import { requestLanguage } from "../../i18n/request-language";

export const Route = createFileRoute("/_auth/choose-service")({
  loader: ({ context }) => redirectMemberWithService({ context, language: requestLanguage() }),
  pendingComponent: ServicePending,
  component: ChooseServiceScreen,
});
