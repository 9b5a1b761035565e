import { useLanguage } from "../../../i18n/language-provider";
import { usePublicServices } from "../../services/queries";
import * as page from "../../../ui/page.css";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { allIdeasNewestFirst } from "../api/list-ideas";
import { useIdeaPages } from "../lib/use-idea-pages";
import { IdeasError, IdeasLoading } from "./ideas-states";
import { IdeasSection } from "./ideas-section";

/** /ideas: every service's ideas, newest first, and the form to share one. */
export function IdeasScreen() {
  const { language, t } = useLanguage();
  const { data: services } = usePublicServices(language);
  const list = useIdeaPages(allIdeasNewestFirst);
  useDocumentTitle(t("ideas.page.title"));
  return (
    <section className={page.page} aria-labelledby="ideas-title">
      <h1 id="ideas-title" className={page.pageTitle}>
        {t("ideas.page.title")}
      </h1>
      <p className={page.intro}>{t("ideas.page.intro")}</p>
      {list.status === "pending" ? (
        <IdeasLoading />
      ) : list.status === "error" ? (
        <IdeasError onRetry={list.retry} />
      ) : (
        <IdeasSection
          ideas={list.ideas}
          services={services}
          fixedServiceId={null}
          emptyText={t("ideas.empty")}
          {...(list.more === undefined ? {} : { more: list.more })}
        />
      )}
    </section>
  );
}
