import type { PublicService } from "@kominote/core/schemas/services";
import { useQuery } from "@tanstack/react-query";
import { useLanguage } from "../../../i18n/language-provider";
import { serviceIdeasQueryOptions } from "../api/list-ideas";
import { IdeasError, IdeasLoading } from "./ideas-states";
import { IdeasSection } from "./ideas-section";

/** A service page's ideas tab: that service's ideas, and new ones shared for it. */
export function ServiceIdeasPanel({ service }: { readonly service: PublicService }) {
  const { language, t } = useLanguage();
  const ideas = useQuery(serviceIdeasQueryOptions(service.id, language));
  if (ideas.isPending) return <IdeasLoading />;
  if (ideas.isError) return <IdeasError onRetry={() => void ideas.refetch()} />;
  return <IdeasSection ideas={ideas.data} services={[service]} fixedServiceId={service.id} emptyText={t("ideas.empty.service")} />;
}
