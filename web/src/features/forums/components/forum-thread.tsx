import type { ForumPost } from "@kominote/core/schemas/forums";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import * as styles from "./forums.css";
import { ForumsLoading, ForumsProblem } from "./forums-states";
import { PostItem } from "./post-item";

export type ThreadPosts =
  | { readonly status: "pending" }
  | { readonly status: "error"; readonly onRetry: () => void }
  | { readonly status: "ready"; readonly posts: readonly ForumPost[] };

export interface ForumThreadProps {
  /** The forum's title; the page's own heading level (h1 on /forums/{id}, h2 in a service's tab). */
  readonly title: string;
  readonly headingLevel: 1 | 2;
  /** Back to the list of forums, when the thread opened from it (focus then starts on the title). */
  readonly onBack?: () => void;
  readonly posts: ThreadPosts;
  readonly now: Date;
  readonly likingPostId: number | null;
  readonly likeFailed: boolean;
  readonly onLike: (post: ForumPost) => void;
  readonly onReport: (post: ForumPost) => void;
  /** The reply form under the posts. */
  readonly reply: ReactNode;
}

/** A forum's posts, oldest first, with the way back and the reply form. */
export function ForumThread({ title, headingLevel, onBack, posts, now, likingPostId, likeFailed, onLike, onReport, reply }: ForumThreadProps) {
  const { t } = useLanguage();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const openedFromList = onBack !== undefined;
  useEffect(() => {
    // The button that opened the thread is gone: a keyboard or screen reader user starts at its title.
    if (openedFromList) heading.current?.focus();
  }, [openedFromList]);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      {onBack === undefined ? null : (
        <Button variant="ghost" className={styles.back} onPress={onBack}>
          <span aria-hidden="true">← </span>
          {t("forums.thread.back")}
        </Button>
      )}
      <Heading id={titleId} ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </Heading>
      {posts.status === "pending" ? (
        <ForumsLoading label="forums.thread.loading" />
      ) : posts.status === "error" ? (
        <ForumsProblem text="forums.thread.error" onRetry={posts.onRetry} />
      ) : posts.posts.length === 0 ? (
        <p className={styles.muted}>{t("forums.thread.empty")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("forums.thread.posts")}>
          {posts.posts.map((post) => (
            <li key={post.id}>
              <PostItem post={post} now={now} isLiking={likingPostId === post.id} onLike={onLike} onReport={onReport} />
            </li>
          ))}
        </ul>
      )}
      <div role="alert">{likeFailed ? <p className={styles.failure}>{t("forums.post.likeFailed")}</p> : null}</div>
      {posts.status === "ready" ? reply : null}
    </section>
  );
}
