import { useQuery } from "@tanstack/react-query";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { Link } from "../../../ui/link";
import { SpinnerIcon } from "../../../ui/spinner";
import { useDocumentTitle } from "../../static-pages/lib/use-document-title";
import { taskPublicContributionsQueryOptions } from "../api/get-task-public-contributions";
import * as styles from "./my-contributions.css";
import { TaskContributionsList } from "./task-contributions-view";

/** /tasks/{id}: the contributions made to a task, where "my contributions" leads. */
export function TaskContributionsScreen({ taskId }: { readonly taskId: number }) {
  const { t } = useLanguage();
  const contributions = useQuery(taskPublicContributionsQueryOptions(taskId));
  useDocumentTitle(t("contributions.task.title"));
  return (
    <section className={styles.page} aria-labelledby="task-contributions-title">
      <Link to="/my-contributions" className={styles.back}>
        <span aria-hidden="true">← </span>
        {t("contributions.task.back")}
      </Link>
      <h1 id="task-contributions-title" className={styles.title}>
        {t("contributions.task.title")}
      </h1>
      {contributions.isPending ? (
        <p role="status" className={styles.status}>
          <SpinnerIcon />
          {t("contributions.mine.loading")}
        </p>
      ) : contributions.isError ? (
        <div role="alert" className={styles.problem}>
          <p>{t("contributions.task.error")}</p>
          <Button onPress={() => void contributions.refetch()}>{t("home.services.retry")}</Button>
        </div>
      ) : (
        <TaskContributionsList contributions={contributions.data} />
      )}
    </section>
  );
}
