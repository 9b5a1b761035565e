import type { Idea } from "@kominote/core/schemas/ideas";
import { IdeaCard } from "./idea-card";
import * as styles from "./ideas.css";

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
}

/** Ideas in the order given, or a short sentence when there are none. */
export function IdeaList({ ideas, now, label, emptyText, popularRanks, votingIdeaId, onVote }: IdeaListProps) {
  if (ideas.length === 0) return <p className={styles.message}>{emptyText}</p>;
  return (
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
            />
          </li>
        );
      })}
    </ul>
  );
}
