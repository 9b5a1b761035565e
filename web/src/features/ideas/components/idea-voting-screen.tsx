import type { IdeaSort } from "@kominote/core/schemas/ideas";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { usePublicServices } from "../../services/queries";
import * as page from "../../../ui/page.css";
import { reportContent } from "../../../api/report-content";
import { ReportDialog } from "../../forums";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { ideaSummaryQueryOptions, popularIdeasQueryOptions } from "../api/list-ideas";
import { popularRanks } from "../lib/idea-ranking";
import { useIdeaPages } from "../lib/use-idea-pages";
import { useIdeaReport } from "../lib/use-idea-report";
import { useIdeaVote } from "../lib/use-idea-vote";
import { IdeaVotingView, type VotingList } from "./idea-voting-view";

/** /idea-voting (members): ideas filtered by service and ordered by votes, recency or points, as the server sorts them. */
export function IdeaVotingScreen() {
  const { language, t } = useLanguage();
  const { data: services } = usePublicServices(language);
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [order, setOrder] = useState<IdeaSort>("votes");
  const [now] = useState(() => new Date());
  const pages = useIdeaPages({ serviceId, sort: order });
  const popular = useQuery(popularIdeasQueryOptions(serviceId, language));
  const summary = useQuery(ideaSummaryQueryOptions());
  const { vote, votingIdeaId } = useIdeaVote();
  const reporting = useIdeaReport();
  useDocumentTitle(t("ideas.voting.title"));
  const list: VotingList =
    pages.status === "success"
      ? { status: "success", ideas: pages.ideas, ...(pages.more === undefined ? {} : { more: pages.more }) }
      : pages.status === "error"
        ? { status: "error", retry: pages.retry }
        : { status: "pending" };
  return (
    <section className={page.page} aria-labelledby="idea-voting-title">
      <h1 id="idea-voting-title" className={page.pageTitle}>
        {t("ideas.voting.title")}
      </h1>
      <p className={page.intro}>{t("ideas.voting.intro")}</p>
      <IdeaVotingView
        summary={summary.data}
        list={list}
        popularRanks={popularRanks(popular.data ?? [])}
        services={services}
        serviceId={serviceId}
        order={order}
        now={now}
        votingIdeaId={votingIdeaId}
        onServiceChange={setServiceId}
        onOrderChange={setOrder}
        onVote={vote}
        onReport={reporting.report}
      />
      <ReportDialog target={reporting.target} onClose={reporting.close} onReport={reportContent} />
    </section>
  );
}
