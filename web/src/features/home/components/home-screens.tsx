import type { PublicService } from "@kominote/core/schemas/services";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
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

export function HomeError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  useEffect(() => {
    console.error(error);
    // A failed query stays failed until reset; trying again must ask the server anew.
    queryErrorReset.reset();
  }, [error, queryErrorReset]);
  const retry = (): void => {
    reset();
    void router.invalidate();
  };
  return <HomeFrame>{() => <ServicesError onRetry={retry} />}</HomeFrame>;
}
