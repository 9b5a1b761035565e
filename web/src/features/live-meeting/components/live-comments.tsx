import { liveCommentMaxLength } from "@kominote/core/rules/live-comment-limits";
import { formatInstant } from "@kominote/core/rules/date-format";
import type { LiveComment, LiveCommentsPage } from "@kominote/core/schemas/live";
import { useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { isApiError } from "../../../api/client";
import { reportContent } from "../../../api/report-content";
import { useLanguage } from "../../../i18n/language-provider";
import { openLoginModal } from "../../../layout/login-dialog-state";
import { Button } from "../../../ui/button";
import { useCurrentUser } from "../../auth/queries";
import { ReportDialog, type ReportTarget } from "../../forums";
import { liveCommentsQueryKey, liveCommentsQueryOptions } from "../api/list-live-comments";
import { postLiveComment } from "../api/post-live-comment";
import { useLiveEvent } from "../lib/use-live-event";
import * as styles from "./live-meeting.css";

/** The list with one comment more at its head, unless it is there already (the poster's own, answered and pushed). */
const withComment = (data: InfiniteData<LiveCommentsPage, number | undefined> | undefined, comment: LiveComment) => {
  if (data === undefined || data.pages.some((page) => page.comments.some((each) => each.id === comment.id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ comments: [comment, ...(first?.comments ?? [])], nextBefore: first?.nextBefore ?? null }, ...rest] };
};

/** The list without a comment a moderator hid (pushed to every open page), wherever it was. */
const withoutComment = (data: InfiniteData<LiveCommentsPage, number | undefined> | undefined, id: number) =>
  data === undefined || !data.pages.some((page) => page.comments.some((each) => each.id === id))
    ? data
    : { ...data, pages: data.pages.map((page) => ({ ...page, comments: page.comments.filter((each) => each.id !== id) })) };

export interface LiveCommentsViewProps {
  readonly comments: readonly LiveComment[] | undefined;
  readonly isError?: boolean;
  readonly signedIn: boolean;
  readonly onPost: (content: string) => Promise<void>;
  readonly onReport?: (comment: LiveComment) => void;
  readonly onLoadMore?: () => void;
}

/** The comments under the meeting, newest first, and the member's box (visitors are asked to sign in). */
export function LiveCommentsView({ comments, isError = false, signedIn, onPost, onReport, onLoadMore }: LiveCommentsViewProps) {
  const { t, language } = useLanguage();
  const titleId = useId();
  const fieldId = useId();
  const counterId = useId();
  const problemId = useId();
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    try {
      await onPost(draft);
      setDraft("");
    } catch (error) {
      setProblem(isApiError(error) ? (error.fields?.content ?? error.serverMessage ?? t("live.comments.loadFailed")) : t("errors.server.internal"));
    } finally {
      setSending(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} style={{ margin: 0 }}>
        {t("live.comments.title")}
      </h2>
      {signedIn ? (
        <form onSubmit={(event) => void submit(event)} className={styles.actions} aria-busy={sending}>
          <label htmlFor={fieldId} style={{ width: "100%" }}>
            {t("live.comments.label")}
          </label>
          <textarea
            id={fieldId}
            className={styles.textarea}
            value={draft}
            maxLength={liveCommentMaxLength}
            aria-describedby={problem === null ? counterId : `${counterId} ${problemId}`}
            aria-invalid={problem !== null}
            onChange={(event) => setDraft(event.target.value)}
          />
          <span id={counterId} className={styles.muted}>
            {t("live.comments.remaining", { count: liveCommentMaxLength - draft.length })}
          </span>
          <Button type="submit" isDisabled={draft.trim() === "" || sending}>
            {t("live.comments.send")}
          </Button>
          {problem === null ? null : (
            <p id={problemId} className={styles.problem} role="alert">
              {problem}
            </p>
          )}
        </form>
      ) : (
        <p className={styles.muted}>
          <Button variant="secondary" onPress={() => openLoginModal()}>
            {t("live.comments.signIn")}
          </Button>
        </p>
      )}
      {comments === undefined ? (
        <p className={styles.muted} role={isError ? "alert" : "status"}>
          {t(isError ? "live.comments.loadFailed" : "live.meeting.loading")}
        </p>
      ) : comments.length === 0 ? (
        <p className={styles.muted}>{t("live.comments.empty")}</p>
      ) : (
        <ul className={styles.comments} aria-live="polite" data-testid="live-comments">
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <div className={styles.commentHead}>
                <strong>{comment.author?.fullName ?? t("live.comments.someone")}</strong>
                <time className={styles.muted} dateTime={comment.createdAt}>
                  {formatInstant(language, new Date(comment.createdAt), "time")}
                </time>
                {onReport === undefined ? null : (
                  <Button variant="ghost" size="sm" onPress={() => onReport(comment)}>
                    {t("live.comments.report", { name: comment.author?.fullName ?? t("live.comments.someone") })}
                  </Button>
                )}
              </div>
              <p style={{ margin: 0, overflowWrap: "anywhere" }}>{comment.content}</p>
            </li>
          ))}
        </ul>
      )}
      {onLoadMore === undefined ? null : (
        <Button variant="secondary" onPress={onLoadMore}>
          {t("live.comments.more")}
        </Button>
      )}
    </section>
  );
}

/** The comments with their data: the list pushed live to every page, a member's post, a report through moderation. */
export function LiveComments() {
  const { language } = useLanguage();
  const { user } = useCurrentUser();
  const signedIn = user !== null;
  const queryClient = useQueryClient();
  const key = liveCommentsQueryKey(signedIn);
  const list = useInfiniteQuery(liveCommentsQueryOptions(signedIn));
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const add = (comment: LiveComment) => queryClient.setQueryData(key, (data: InfiniteData<LiveCommentsPage, number | undefined> | undefined) => withComment(data, comment));
  useLiveEvent("liveComment", add);
  useLiveEvent("liveCommentHidden", ({ id }) =>
    queryClient.setQueryData(key, (data: InfiniteData<LiveCommentsPage, number | undefined> | undefined) => withoutComment(data, id)),
  );
  const comments = list.data?.pages.flatMap((page) => page.comments);
  return (
    <>
      <LiveCommentsView
        comments={comments}
        isError={list.isError}
        signedIn={signedIn}
        onPost={async (content) => {
          add(await postLiveComment(content, language));
        }}
        onReport={signedIn ? (comment) => setReporting({ kind: "liveComment", id: comment.id, title: comment.content }) : undefined}
        onLoadMore={list.hasNextPage ? () => void list.fetchNextPage() : undefined}
      />
      <ReportDialog target={reporting} onClose={() => setReporting(null)} onReport={reportContent} />
    </>
  );
}
