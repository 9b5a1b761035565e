import type { Idea } from "@kominote/core/schemas/ideas";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import * as fieldStyles from "../../registration/components/registration-wizard.css";
import { arrangeIdeas, ideaOrders, isIdeaOrder, popularRanks, summarizeIdeas, type IdeaOrder } from "../lib/idea-ranking";
import type { IdeaFormService } from "./idea-form";
import { IdeaList } from "./idea-list";
import * as styles from "./ideas.css";
import { IdeasSummary } from "./ideas-summary";

export interface IdeaVotingViewProps {
  readonly ideas: readonly Idea[];
  /** The filter's choices (all public services). */
  readonly services: readonly IdeaFormService[];
  /** The service shown, or null for all. */
  readonly serviceId: number | null;
  readonly order: IdeaOrder;
  readonly now: Date;
  readonly votingIdeaId: number | null;
  readonly onServiceChange: (serviceId: number | null) => void;
  readonly onOrderChange: (order: IdeaOrder) => void;
  readonly onVote: (idea: Idea) => void;
}

/** The voting page's body: the figures of all ideas, the service filter and order, and the chosen ideas. */
export function IdeaVotingView({
  ideas,
  services,
  serviceId,
  order,
  now,
  votingIdeaId,
  onServiceChange,
  onOrderChange,
  onVote,
}: IdeaVotingViewProps) {
  const { t } = useLanguage();
  const id = useId();
  const shown = arrangeIdeas(ideas, serviceId, order);
  return (
    <>
      <IdeasSummary summary={summarizeIdeas(ideas)} />
      <div className={styles.toolbar}>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-service`} className={fieldStyles.label}>
            {t("ideas.voting.filter")}
          </label>
          <select
            id={`${id}-service`}
            className={fieldStyles.input}
            value={serviceId === null ? "" : String(serviceId)}
            onChange={(event) => onServiceChange(event.target.value === "" ? null : Number(event.target.value))}
          >
            <option value="">{t("ideas.voting.allServices")}</option>
            {services.map((service) => (
              <option key={service.id} value={String(service.id)}>
                {service.name}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-order`} className={fieldStyles.label}>
            {t("ideas.voting.sort")}
          </label>
          <select
            id={`${id}-order`}
            className={fieldStyles.input}
            value={order}
            onChange={(event) => {
              if (isIdeaOrder(event.target.value)) onOrderChange(event.target.value);
            }}
          >
            {ideaOrders.map((each) => (
              <option key={each} value={each}>
                {t(`ideas.voting.sort.${each}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <IdeaList
        ideas={shown}
        now={now}
        label={t("ideas.voting.list.label")}
        emptyText={t("ideas.voting.empty")}
        popularRanks={popularRanks(shown)}
        votingIdeaId={votingIdeaId}
        onVote={onVote}
      />
    </>
  );
}
