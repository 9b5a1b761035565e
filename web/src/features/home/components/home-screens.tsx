import type { PublicService } from "@kominote/core/schemas/services";
import type { ErrorComponentProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useRouteRetry } from "../../../lib/use-route-retry";
import { useCurrentUser } from "../../auth/queries";
import { usePublicServices } from "../../services/queries";
import { MemberHome, MemberServices } from "./member-home";
import { ServicesError } from "./services-error";
import { ServicesSkeleton } from "./services-skeleton";
import { VisitorHome, VisitorServices } from "./visitor-home";

/* The home page's three route states, shared by "/" and "/konekte" (the home page with sign-in open). */

/**
 * The visitor's page or the member's around the services. Until the session is known the visitor's
 * is shown: most first visits are visitors', and a member's answer comes with the page's first requests.
 */
function HomeFrame({ children }: { readonly children: (signedIn: boolean) => ReactNode }) {
  const { user } = useCurrentUser();
  if (user === null) return <VisitorHome>{children(false)}</VisitorHome>;
  return <MemberHome user={user}>{children(true)}</MemberHome>;
}

const servicesFor = (signedIn: boolean, services: readonly PublicService[]): ReactNode =>
  signedIn ? <MemberServices services={services} /> : <VisitorServices services={services} />;

export function HomePage() {
  const { language } = useLanguage();
  const { data: services } = usePublicServices(language);
  return <HomeFrame>{(signedIn) => servicesFor(signedIn, services)}</HomeFrame>;
}

export function HomePending() {
  return <HomeFrame>{() => <ServicesSkeleton />}</HomeFrame>;
}

export function HomeError(props: ErrorComponentProps) {
  const retry = useRouteRetry(props);
  return <HomeFrame>{() => <ServicesError onRetry={retry} />}</HomeFrame>;
}
