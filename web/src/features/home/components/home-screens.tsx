import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { usePublicServices } from "../api/get-public-services";
import { ServicesError } from "./services-error";
import { ServicesSkeleton } from "./services-skeleton";
import { VisitorHome, VisitorServices } from "./visitor-home";

/* The home page's three route states, shared by "/" and "/konekte" (the home page with sign-in open). */

export function HomePage() {
  const { language } = useLanguage();
  const { data: services } = usePublicServices(language);
  return (
    <VisitorHome>
      <VisitorServices services={services} />
    </VisitorHome>
  );
}

export function HomePending() {
  return (
    <VisitorHome>
      <ServicesSkeleton />
    </VisitorHome>
  );
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
  return (
    <VisitorHome>
      <ServicesError onRetry={retry} />
    </VisitorHome>
  );
}
