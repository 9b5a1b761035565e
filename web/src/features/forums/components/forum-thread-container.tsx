import type { ForumPost } from "@kominote/core/schemas/forums";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useOutboxKind } from "../../../lib/outbox/use-outbox-kind";
import { useWaitingEntries } from "../../../lib/outbox/use-waiting-entries";
import { WaitingItems } from "../../../lib/outbox/waiting-items";
import { showToast } from "../../../ui/toast-queue";
import { useLanguage } from "../../../i18n/language-provider";
import { isUnauthorized } from "../../../lib/handle-unauthorized";
import { useUnauthorizedRedirect } from "../../../lib/use-unauthorized-redirect";
import { forumPostOutboxKind, useCreateForumPost } from "../api/create-forum-post";
import { forumPostsQueryKey } from "../api/list-forum-posts";
import { useLikeForumPost } from "../api/like-forum-post";
import { forumPostsQueryOptions } from "../api/list-forum-posts";
import { reportContent } from "../../../api/report-content";
import { ForumThread, type ThreadPosts } from "./forum-thread";
import { ReplyForm } from "./reply-form";
import { ReportDialog, type ReportTarget } from "./report-dialog";

export interface ForumThreadContainerProps {
  readonly forumId: number;
  readonly title: string;
  readonly headingLevel: 1 | 2;
  readonly onBack?: () => void;
}

/** A forum's thread read from the API (members only): posts, likes, replies and reports. */
export function ForumThreadContainer({ forumId, title, headingLevel, onBack }: ForumThreadContainerProps) {
  const { t } = useLanguage();
  const posts = useQuery(forumPostsQueryOptions(forumId));
  const post = useCreateForumPost(forumId);
  const like = useLikeForumPost(forumId);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const queryClient = useQueryClient();
  // Replies written without a connection wait under the thread until they go.
  const waiting = useWaitingEntries(forumPostOutboxKind, (scope) => scope === String(forumId));
  useOutboxKind(forumPostOutboxKind, (entry) => {
    void queryClient.invalidateQueries({ queryKey: forumPostsQueryKey(Number(entry.scope)) });
    showToast({ title: t("offline.outbox.sent"), tone: "success" });
  });
  // Times are counted from when the thread opened; a post made since counts as "now".
  const [now] = useState(() => new Date());
  useUnauthorizedRedirect(posts.error);

  const state: ThreadPosts =
    posts.isPending || isUnauthorized(posts.error)
      ? { status: "pending" }
      : posts.isError
        ? { status: "error", onRetry: () => void posts.refetch() }
        : { status: "ready", posts: posts.data };

  const report = (target: ForumPost): void =>
    setReportTarget({ kind: "forumPost", id: target.id, title: t("forums.report.post", { name: target.author.fullName }) });

  return (
    <>
      <ForumThread
        title={title}
        headingLevel={headingLevel}
        {...(onBack === undefined ? {} : { onBack })}
        posts={state}
        now={now}
        likingPostId={like.isPending ? (like.variables ?? null) : null}
        likeFailed={like.isError}
        onLike={(target) => like.mutate(target.id)}
        onReport={report}
        reply={
          <>
            <WaitingItems entries={waiting} />
            <ReplyForm key={forumId} forumId={forumId} onSend={(request) => post.mutateAsync(request)} />
          </>
        }
      />
      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} onReport={reportContent} />
    </>
  );
}
