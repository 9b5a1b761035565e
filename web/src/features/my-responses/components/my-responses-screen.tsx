import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { isUnauthorized } from "../../../lib/handle-unauthorized";
import { useUnauthorizedRedirect } from "../../../lib/use-unauthorized-redirect";
import { ForumsLoading, ForumsProblem, userResponsesQueryOptions } from "../../forums";
import * as styles from "../../../ui/card-list.css";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { MyResponsesList } from "./my-responses-view";

/** /my-responses: the signed-in member's forum posts, read with their own id. */
export function MyResponsesScreen({ userId }: { readonly userId: number }) {
  const responses = useQuery(userResponsesQueryOptions(userId));
  // The session can end while the page is open: say so and sign in again.
  useUnauthorizedRedirect(responses.error);
  return (
    <MyResponsesPage>
      {responses.isPending || isUnauthorized(responses.error) ? (
        <ForumsLoading label="forums.responses.loading" />
      ) : responses.isError ? (
        <ForumsProblem text="forums.responses.error" onRetry={() => void responses.refetch()} />
      ) : (
        <MyResponsesList responses={responses.data} />
      )}
    </MyResponsesPage>
  );
}

/** The page around the list: the way back home and the title. */
export function MyResponsesPage({ children }: { readonly children: ReactNode }) {
  const { t } = useLanguage();
  useDocumentTitle(t("forums.responses.title"));
  return (
    <section className={styles.page} aria-labelledby="my-responses-title">
      <Link to="/" className={styles.back}>
        <span aria-hidden="true">← </span>
        {t("forums.responses.back")}
      </Link>
      <h1 id="my-responses-title" className={styles.title}>
        {t("forums.responses.title")}
      </h1>
      {children}
    </section>
  );
}
