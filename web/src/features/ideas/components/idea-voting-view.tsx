import type { Idea, IdeaSort, IdeaSummary } from "@kominote/core/schemas/ideas";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import * as fieldStyles from "../../../ui/wizard-form.css";
import { ideaOrders, isIdeaOrder } from "../lib/idea-ranking";
import type { IdeaFormService } from "./idea-form";
import { IdeaList, type MoreIdeas } from "./idea-list";
import { IdeasError, IdeasLoading } from "./ideas-states";
import * as styles from "./ideas.css";
import { IdeasSummary } from "./ideas-summary";

/** The chosen ideas as they stand: on their way, failed, or here. */
export type VotingList =
  | { readonly status: "pending" }
  | { readonly status: "error"; readonly retry: () => void }
  | { readonly status: "success"; readonly ideas: readonly Idea[]; readonly more?: MoreIdeas };

export interface IdeaVotingViewProps {
  /** The figures over every idea; absent until they arrive. */
  readonly summary: IdeaSummary | undefined;
  readonly list: VotingList;
  /** The "#N Pi Popilè" rank of the most voted ideas of the chosen service, by idea id. */
  readonly popularRanks: ReadonlyMap<number, number>;
  /** The filter's choices (all public services). */
  readonly services: readonly IdeaFormService[];
  /** The service shown, or null for all. */
  readonly serviceId: number | null;
  readonly order: IdeaSort;
  readonly now: Date;
  readonly votingIdeaId: number | null;
  readonly onServiceChange: (serviceId: number | null) => void;
  readonly onOrderChange: (order: IdeaSort) => void;
  readonly onVote: (idea: Idea) => void;
  /** Absent for visitors, who may not report. */
  readonly onReport?: ((idea: Idea) => void) | undefined;
}

/** The voting page's body: the figures of all ideas, the service filter and order, and the chosen ideas. */
export function IdeaVotingView({
  summary,
  list,
  popularRanks,
  services,
  serviceId,
  order,
  now,
  votingIdeaId,
  onServiceChange,
  onOrderChange,
  onVote,
  onReport,
}: IdeaVotingViewProps) {
  const { t } = useLanguage();
  const id = useId();
  return (
    <>
      {summary === undefined ? null : <IdeasSummary summary={summary} />}
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
      {list.status === "pending" ? (
        <IdeasLoading />
      ) : list.status === "error" ? (
        <IdeasError onRetry={list.retry} />
      ) : (
        <IdeaList
          ideas={list.ideas}
          now={now}
          label={t("ideas.voting.list.label")}
          emptyText={t("ideas.voting.empty")}
          popularRanks={popularRanks}
          votingIdeaId={votingIdeaId}
          onVote={onVote}
          onReport={onReport}
          {...(list.more === undefined ? {} : { more: list.more })}
        />
      )}
    </>
  );
}
