import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { isUnauthorized } from "../../../lib/handle-unauthorized";
import { useUnauthorizedRedirect } from "../../../lib/use-unauthorized-redirect";
import { taskContributionsQueryOptions } from "../api/get-task-contributions";
import { BackArrow, backLink, ContributionsPage } from "./contributions-page";
import { MyContributionsError, MyContributionsLoading } from "./my-contributions-states";
import { MyContributionsList } from "./my-contributions-view";

/** /my-contributions: the signed-in member's contributions, read with their own id. */
export function MyContributionsScreen({ userId }: { readonly userId: number }) {
  const { language } = useLanguage();
  const contributions = useQuery(taskContributionsQueryOptions(userId, language));
  // The session can end while the page is open: say so and sign in again.
  useUnauthorizedRedirect(contributions.error);
  return (
    <MyContributionsPage>
      {contributions.isPending || isUnauthorized(contributions.error) ? (
        <MyContributionsLoading />
      ) : contributions.isError ? (
        <MyContributionsError onRetry={() => void contributions.refetch()} />
      ) : (
        <MyContributionsList contributions={contributions.data} />
      )}
    </MyContributionsPage>
  );
}

/** The page around the list: the way back home and the title. */
export function MyContributionsPage({ children }: { readonly children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <ContributionsPage
      titleId="my-contributions-title"
      title={t("contributions.mine.title")}
      back={
        <Link to="/" className={backLink}>
          <BackArrow />
          {t("contributions.mine.back")}
        </Link>
      }
    >
      {children}
    </ContributionsPage>
  );
}
