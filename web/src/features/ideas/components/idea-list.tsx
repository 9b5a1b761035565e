import type { Idea } from "@kominote/core/schemas/ideas";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { IdeaCard } from "./idea-card";
import * as styles from "./ideas.css";

/** The next page of a list: there is one, and whether it is on its way. */
export interface MoreIdeas {
  readonly isLoading: boolean;
  readonly onLoad: () => void;
}

export interface IdeaListProps {
  readonly ideas: readonly Idea[];
  readonly now: Date;
  /** Names the list for screen readers (its order). */
  readonly label: string;
  /** Shown instead of the list when there is no idea. */
  readonly emptyText: string;
  /** The badge rank of the most voted ideas, by idea id (voting page only). */
  readonly popularRanks?: ReadonlyMap<number, number>;
  readonly votingIdeaId: number | null;
  readonly onVote: (idea: Idea) => void;
  /** Absent for visitors, who may not report. */
  readonly onReport?: ((idea: Idea) => void) | undefined;
  /** Present when the server has more ideas than the pages loaded. */
  readonly more?: MoreIdeas;
}

/** Ideas in the order given, then a button for the next page; a short sentence when there are none. */
export function IdeaList({ ideas, now, label, emptyText, popularRanks, votingIdeaId, onVote, onReport, more }: IdeaListProps) {
  const { t } = useLanguage();
  if (ideas.length === 0) return <p className={styles.message}>{emptyText}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {ideas.map((idea) => {
          const rank = popularRanks?.get(idea.id);
          return (
            <li key={idea.id}>
              <IdeaCard
                idea={idea}
                now={now}
                {...(rank === undefined ? {} : { popularRank: rank })}
                isVoting={votingIdeaId === idea.id}
                onVote={onVote}
                {...(onReport === undefined ? {} : { onReport })}
              />
            </li>
          );
        })}
      </ul>
      {more === undefined ? null : (
        <div className={styles.more}>
          <Button variant="secondary" isPending={more.isLoading} onPress={more.onLoad}>
            {more.isLoading ? t("ideas.more.loading") : t("ideas.more")}
          </Button>
        </div>
      )}
    </>
  );
}
