import type { MessageKey } from "@kominote/core/i18n/messages";
import type { ForumPost } from "@kominote/core/schemas/forums";
import { relativeTime } from "@kominote/core/rules/relative-time";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import { MemberText } from "../../member-text";
import * as styles from "./forums.css";

export interface PostItemProps {
  readonly post: ForumPost;
  /** Times are counted from this instant ("5 minit pase"). */
  readonly now: Date;
  readonly isLiking: boolean;
  readonly onLike: (post: ForumPost) => void;
  readonly onReport: (post: ForumPost) => void;
}

/**
 * One message: author, text, how long ago, and its likes. A member likes a post once (there is
 * no taking it back), so a liked post's button stays pressed and disabled.
 */
export function PostItem({ post, now, isLiking, onLike, onReport }: PostItemProps) {
  const { language, t } = useLanguage();
  const authorId = useId();
  const ago = relativeTime(new Date(post.createdAt), now);
  const likes = post.likesCount ?? 0;
  const hasLiked = post.hasLiked === true;
  // The server refuses a like of one's own post (FORUM_POST.OWN_POST): no button offers it.
  const isOwn = post.isOwn === true;
  const likesKey: MessageKey = `forums.post.likes.${pluralForm(language, likes)}`;
  return (
    <article aria-labelledby={authorId} className={styles.card}>
      <div className={styles.cardTop}>
        <p id={authorId} className={styles.author}>
          {post.author.fullName}
        </p>
        <time className={styles.meta} dateTime={post.createdAt}>
          {t(ago.key, ago.params)}
        </time>
      </div>
      <MemberText className={styles.text} text={post.content} />
      <div className={styles.postFooter}>
        {isOwn ? null : (
          <Button
            size="sm"
            variant={hasLiked ? "primary" : "secondary"}
            aria-pressed={hasLiked}
            aria-label={hasLiked ? t("forums.post.liked") : t("forums.post.likeOf", { name: post.author.fullName })}
            isDisabled={hasLiked || isLiking}
            onPress={() => onLike(post)}
          >
            <span aria-hidden="true">♥</span>
            {hasLiked ? t("forums.post.liked") : t("forums.post.like")}
          </Button>
        )}
        {likes > 0 ? <span className={styles.meta}>{t(likesKey, { count: formatCount(language, likes) })}</span> : null}
        <Button size="sm" variant="ghost" aria-label={t("forums.report.post", { name: post.author.fullName })} onPress={() => onReport(post)}>
          {t("forums.report.action")}
        </Button>
      </div>
    </article>
  );
}
