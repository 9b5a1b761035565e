import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { createFileRoute, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { publicServicesQueryOptions, usePublicServices } from "../features/home/api/get-public-services";
import { ServicesError } from "../features/home/components/services-error";
import { ServicesSkeleton } from "../features/home/components/services-skeleton";
import { VisitorHome, VisitorServices } from "../features/home/components/visitor-home";
import { useLanguage } from "../i18n/language-provider";
import { requestLanguage } from "../i18n/request-language";

export const Route = createFileRoute("/")({
  // Same query options as the component: the services are fetched while the route's code loads.
  loader: ({ context }) => context.queryClient.ensureQueryData(publicServicesQueryOptions(requestLanguage())),
  // The welcome and the invitation need no data: they show at once, beside the cards' skeleton.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: HomePending,
  errorComponent: HomeError,
  component: HomePage,
});

function HomePage() {
  const { language } = useLanguage();
  const { data: services } = usePublicServices(language);
  return (
    <VisitorHome>
      <VisitorServices services={services} />
    </VisitorHome>
  );
}

function HomePending() {
  return (
    <VisitorHome>
      <ServicesSkeleton />
    </VisitorHome>
  );
}

function HomeError({ error, reset }: ErrorComponentProps) {
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
