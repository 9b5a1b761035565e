import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { usePublicServices } from "../../home/api/get-public-services";
import * as page from "../../services/components/service-view.css";
import { useDocumentTitle } from "../../static-pages/lib/use-document-title";
import { ideasQueryOptions } from "../api/list-ideas";
import type { IdeaOrder } from "../lib/idea-ranking";
import { useIdeaVote } from "../lib/use-idea-vote";
import { IdeaVotingView } from "./idea-voting-view";
import { IdeasError, IdeasLoading } from "./ideas-states";

/** /idea-voting (members): every idea, filtered by service and ordered by votes, recency or points. */
export function IdeaVotingScreen() {
  const { language, t } = useLanguage();
  const { data: services } = usePublicServices(language);
  const ideas = useQuery(ideasQueryOptions(language));
  const { vote, votingIdeaId } = useIdeaVote();
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [order, setOrder] = useState<IdeaOrder>("votes");
  const [now] = useState(() => new Date());
  useDocumentTitle(t("ideas.voting.title"));
  return (
    <section className={page.page} aria-labelledby="idea-voting-title">
      <h1 id="idea-voting-title" className={page.pageTitle}>
        {t("ideas.voting.title")}
      </h1>
      <p className={page.intro}>{t("ideas.voting.intro")}</p>
      {ideas.isPending ? (
        <IdeasLoading />
      ) : ideas.isError ? (
        <IdeasError onRetry={() => void ideas.refetch()} />
      ) : (
        <IdeaVotingView
          ideas={ideas.data}
          services={services}
          serviceId={serviceId}
          order={order}
          now={now}
          votingIdeaId={votingIdeaId}
          onServiceChange={setServiceId}
          onOrderChange={setOrder}
          onVote={vote}
        />
      )}
    </section>
  );
}
