import { useQuery } from "@tanstack/react-query";
import { useLanguage } from "../../../i18n/language-provider";
import { usePublicServices } from "../../home/api/get-public-services";
import { useDocumentTitle } from "../../static-pages/lib/use-document-title";
import * as page from "../../services/components/service-view.css";
import { ideasQueryOptions } from "../api/list-ideas";
import { IdeasError, IdeasLoading } from "./ideas-states";
import { IdeasSection } from "./ideas-section";

/** /ideas: every service's ideas, newest first, and the form to share one. */
export function IdeasScreen() {
  const { language, t } = useLanguage();
  const { data: services } = usePublicServices(language);
  const ideas = useQuery(ideasQueryOptions(language));
  useDocumentTitle(t("ideas.page.title"));
  return (
    <section className={page.page} aria-labelledby="ideas-title">
      <h1 id="ideas-title" className={page.pageTitle}>
        {t("ideas.page.title")}
      </h1>
      <p className={page.intro}>{t("ideas.page.intro")}</p>
      {ideas.isPending ? (
        <IdeasLoading />
      ) : ideas.isError ? (
        <IdeasError onRetry={() => void ideas.refetch()} />
      ) : (
        <IdeasSection ideas={ideas.data} services={services} fixedServiceId={null} emptyText={t("ideas.empty")} />
      )}
    </section>
  );
}
