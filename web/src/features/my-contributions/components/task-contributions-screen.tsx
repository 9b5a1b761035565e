import { useQuery } from "@tanstack/react-query";
import { taskPublicContributionsQueryOptions } from "../api/get-task-public-contributions";
import { ContributionsPage } from "./contributions-page";
import { MyContributionsError, MyContributionsLoading } from "./my-contributions-states";
import { TaskContributionsList } from "./task-contributions-view";

/** /tasks/{id}: the contributions made to a task, where "my contributions" leads. */
export function TaskContributionsScreen({ taskId }: { readonly taskId: number }) {
  const contributions = useQuery(taskPublicContributionsQueryOptions(taskId));
  return (
    <ContributionsPage
      titleId="task-contributions-title"
      title="contributions.task.title"
      backTo="/my-contributions"
      back="contributions.task.back"
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
