import type { MessageKey } from "@kominote/core/i18n/messages";
import { relativeTime } from "@kominote/core/rules/relative-time";
import type { Idea } from "@kominote/core/schemas/ideas";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import { MemberText } from "../../member-text";
import * as styles from "./ideas.css";

export interface IdeaCardProps {
  readonly idea: Idea;
  /** The moment times are counted from ("5 minit pase"). */
  readonly now: Date;
  /** 1 to 3 on the voting page's most voted ideas ("#1 Pi Popilè"). */
  readonly popularRank?: number;
  /** This idea's vote is on its way. */
  readonly isVoting: boolean;
  readonly onVote: (idea: Idea) => void;
  /** Absent for visitors: only a signed-in member may report, and never their own idea. */
  readonly onReport?: (idea: Idea) => void;
}

/**
 * One idea: its service, when, who (members only), what, and its votes. A vote is final: the
 * button stays disabled once the reader voted, and while their vote is sent.
 */
export function IdeaCard({ idea, now, popularRank, isVoting, onVote, onReport }: IdeaCardProps) {
  const { language, t } = useLanguage();
  const contentId = useId();
  const ago = relativeTime(new Date(idea.createdAt), now);
  const votes: MessageKey = `ideas.vote.count.${pluralForm(language, idea.voteCount)}`;
  return (
    <article className={styles.card} aria-describedby={contentId}>
      <div className={styles.top}>
        {popularRank === undefined ? null : <span className={styles.popularBadge}>{t("ideas.popular", { rank: String(popularRank) })}</span>}
        <span className={styles.serviceBadge}>{idea.serviceName}</span>
        <time className={styles.time} dateTime={idea.createdAt}>
          {t(ago.key, ago.params)}
        </time>
      </div>
      {idea.authorName === null ? (
        <p className={styles.authorHidden}>{t("ideas.author.hidden")}</p>
      ) : (
        <p className={styles.author}>{t("ideas.author.by", { name: idea.authorName })}</p>
      )}
      <MemberText id={contentId} className={styles.content} text={idea.content} />
      <div className={styles.actions}>
        {idea.isOwn === true ? (
          // The server refuses a vote for one's own idea: the author sees the count, not a button.
          <span className={styles.voteCount}>{t(votes, { count: formatCount(language, idea.voteCount) })}</span>
        ) : (
          <Button
            variant={idea.hasVoted ? "secondary" : "primary"}
            isDisabled={idea.hasVoted}
            isPending={isVoting}
            aria-describedby={contentId}
            onPress={() => onVote(idea)}
          >
            {idea.hasVoted ? t("ideas.voted") : isVoting ? t("ideas.vote.pending") : t("ideas.vote")}
            <span className={styles.voteCount}> · {t(votes, { count: formatCount(language, idea.voteCount) })}</span>
          </Button>
        )}
        {idea.pointsEarned > 0 ? (
          <span className={styles.pointsBadge}>{t("ideas.points", { count: formatCount(language, idea.pointsEarned) })}</span>
        ) : null}
        {onReport === undefined || idea.isOwn === true || idea.authorName === null ? null : (
          <Button size="sm" variant="ghost" aria-label={t("ideas.report.title", { name: idea.authorName })} onPress={() => onReport(idea)}>
            {t("ideas.report.action")}
          </Button>
        )}
      </div>
    </article>
  );
}
