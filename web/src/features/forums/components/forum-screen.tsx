import type { Forum, ForumResponse } from "@kominote/core/schemas/forums";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../../api/client";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { useCurrentUser } from "../../auth/queries";
import { allUserResponsesQueryKey } from "../api/get-user-responses";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { forumQueryOptions } from "../api/get-forum";
import { allServiceForumsQueryKey } from "../api/list-service-forums";
import { findForumTitle } from "../lib/forum-title";
import { ForumThreadContainer } from "./forum-thread-container";
import * as styles from "./forums.css";
import { ForumMissing, ForumsLoading } from "./forums-states";
import { SignInPrompt } from "./sign-in-prompt";

/**
 * /forums/{id}: one forum's thread on a page of its own (the link from "my responses", a shared
 * address, a reload). The forum and its posts are asked for together, not one after the other;
 * until the forum answers, a title already read on this page stands in for it.
 */
export function ForumScreen({ forumId }: { readonly forumId: number }) {
  const { t } = useLanguage();
  const queryClient = useQueryClient();
  const { user, isLoading } = useCurrentUser();
  const forum = useQuery({ ...forumQueryOptions(forumId), enabled: user !== null && user !== undefined });
  const missing = isApiError(forum.error) && forum.error.status === 404;
  const title =
    forum.data?.title ??
    findForumTitle(
      forumId,
      queryClient.getQueriesData<readonly Forum[]>({ queryKey: allServiceForumsQueryKey }).map(([, forums]) => forums),
      queryClient.getQueriesData<readonly ForumResponse[]>({ queryKey: allUserResponsesQueryKey }).map(([, responses]) => responses),
    ) ?? t("forums.thread.heading");
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      {user === null ? null : (
        <Link to="/my-responses" className={styles.back}>
          <span aria-hidden="true">← </span>
          {t("forums.responses.title")}
        </Link>
      )}
      {isLoading ? (
        <ForumsLoading label="forums.thread.loading" />
      ) : user === null ? (
        <>
          <h1 className={styles.heading}>{title}</h1>
          <SignInPrompt />
        </>
      ) : missing ? (
        <ForumMissing />
      ) : (
        <ForumThreadContainer forumId={forumId} title={title} headingLevel={1} />
      )}
    </div>
  );
}
