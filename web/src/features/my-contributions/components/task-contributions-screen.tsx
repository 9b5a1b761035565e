import { useQuery } from "@tanstack/react-query";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { useCurrentUser } from "../../auth/queries";
import { taskQueryOptions } from "../api/get-task";
import { taskPublicContributionsQueryOptions } from "../api/get-task-public-contributions";
import { BackArrow, backLink, ContributionsPage } from "./contributions-page";
import { MyContributionsError, MyContributionsLoading } from "./my-contributions-states";
import { TaskContributionsList } from "./task-contributions-view";

/**
 * /tasks/{id}: the contributions made to a task, named by its title. A member came from "my
 * contributions" and goes back there; a visitor goes to the task's service.
 */
export function TaskContributionsScreen({ taskId }: { readonly taskId: number }) {
  const { language, t } = useLanguage();
  const task = useQuery(taskQueryOptions(taskId, language));
  const { user, isLoading } = useCurrentUser();
  const contributions = useQuery(taskPublicContributionsQueryOptions(taskId));
  const back =
    isLoading ? null : user !== null ? (
      <Link to="/my-contributions" className={backLink}>
        <BackArrow />
        {t("contributions.task.back")}
      </Link>
    ) : task.data === undefined ? null : (
      <Link to="/services/$slug" params={{ slug: task.data.service.slug }} className={backLink}>
        <BackArrow />
        {t("contributions.task.backToService", { service: task.data.service.name })}
      </Link>
    );
  return (
    <ContributionsPage
      titleId="task-contributions-title"
      title={task.data === undefined ? t("contributions.task.title") : t("contributions.task.titleNamed", { task: task.data.title })}
      back={back}
    >
      {contributions.isPending ? (
        <MyContributionsLoading />
      ) : contributions.isError ? (
        <MyContributionsError message="contributions.task.error" onRetry={() => void contributions.refetch()} />
      ) : (
        <TaskContributionsList contributions={contributions.data} />
      )}
    </ContributionsPage>
  );
}
