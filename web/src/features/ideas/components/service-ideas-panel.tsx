import type { PublicService } from "@kominote/core/schemas/services";
import { useLanguage } from "../../../i18n/language-provider";
import { useIdeaPages } from "../lib/use-idea-pages";
import { IdeasError, IdeasLoading } from "./ideas-states";
import { IdeasSection } from "./ideas-section";

/** A service page's ideas tab: that service's ideas, newest first, and new ones shared for it. */
export function ServiceIdeasPanel({ service }: { readonly service: PublicService }) {
  const { t } = useLanguage();
  const list = useIdeaPages({ serviceId: service.id, sort: "recent" });
  if (list.status === "pending") return <IdeasLoading />;
  if (list.status === "error") return <IdeasError onRetry={list.retry} />;
  return (
    <IdeasSection
      ideas={list.ideas}
      services={[service]}
      fixedServiceId={service.id}
      emptyText={t("ideas.empty.service")}
      {...(list.more === undefined ? {} : { more: list.more })}
    />
  );
}
