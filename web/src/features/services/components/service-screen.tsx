import type { ContributeResponse } from "@kominote/core/schemas/contributions";
import type { PublicService } from "@kominote/core/schemas/services";
import type { Task } from "@kominote/core/schemas/tasks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { openLoginModal } from "../../../layout/login-dialog-state";
import { showToast } from "../../../ui/toast-queue";
import { useCurrentUser } from "../../auth/api/get-current-user";
import { usePublicServices } from "../../home/api/get-public-services";
import { requireSignInToJoin } from "../../pending-actions/lib/require-sign-in";
import { serviceTasksQueryOptions, serviceTasksQueryPrefix } from "../api/get-service-tasks";
import { useJoinService } from "../api/join-service";
import { contributeAccess } from "../lib/contribute-access";
import { findServiceBySlug } from "../lib/find-service";
import { taskListItems } from "../lib/task-list";
import { useNextTaskHighlight } from "../lib/use-next-task-highlight";
import { CallRequestDialogHost, ContributionWizardHost } from "./contribution-dialogs";
import { ServiceNotFound } from "./service-not-found";
import { ServiceView } from "./service-view";
import { TaskList } from "./task-list";
import { TasksError, TasksLoading } from "./tasks-states";

/** /services/{slug}: the service is found in the public list (cached by the home page) by its slug. */
export function ServiceScreen({ slug }: { readonly slug: string }) {
  const { language } = useLanguage();
  const { data: services } = usePublicServices(language);
  const service = findServiceBySlug(services, slug);
  if (service === null) return <ServiceNotFound />;
  // A new service starts with a fresh tasks tab (no wizard, prompt or highlight carried over).
  return <ServiceView key={service.id} service={service} tasks={<ServiceTasks service={service} />} />;
}

type Dialog = { readonly kind: "wizard"; readonly task: Task } | { readonly kind: "call"; readonly task: Task } | null;

/** The tasks tab: the list, and what contributing, joining and asking for a call do from it. */
function ServiceTasks({ service }: { readonly service: PublicService }) {
  const { language, t } = useLanguage();
  const queryClient = useQueryClient();
  const tasks = useQuery(serviceTasksQueryOptions(service.id, language));
  const { user } = useCurrentUser();
  const access = contributeAccess(user, service.id);
  const join = useJoinService();
  const [joinPromptTaskId, setJoinPromptTaskId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { highlightedTaskId, highlight } = useNextTaskHighlight();

  const contribute = (task: Task): void => {
    // A visitor signs in first; the service is then joined and they land back here (DECISIONS 1).
    if (access === "visitor") requireSignInToJoin(service.id, `/services/${service.slug}`);
    else if (access === "member") setDialog({ kind: "wizard", task });
    else setJoinPromptTaskId(task.id);
  };

  const joinThisService = (): void => {
    const task = tasks.data?.find((candidate) => candidate.id === joinPromptTaskId);
    join.mutate(service.id, {
      onSuccess: () => {
        setJoinPromptTaskId(null);
        showToast({ title: t("services.join.done", { name: service.name }), tone: "success" });
        // The member pressed "contribute" on this task: carry on to it now that they may.
        if (task !== undefined) setDialog({ kind: "wizard", task });
      },
      onError: () =>
        showToast({ title: t("services.join.failed.title"), description: t("services.join.failed.text"), tone: "danger" }),
    });
  };

  const requestCall = (task: Task): void => {
    if (access === "visitor") openLoginModal();
    else setDialog({ kind: "call", task });
  };

  const contributed = (answer: ContributeResponse): void => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: serviceTasksQueryPrefix(service.id) });
    const next = answer.nextTask;
    if (next.hasNext && next.id !== null) highlight(next.id);
    else showToast({ title: t("services.allDone.title"), description: t("services.allDone.text"), tone: "success" });
  };

  const closeDialog = (): void => setDialog(null);

  if (tasks.isPending) return <TasksLoading />;
  if (tasks.isError) return <TasksError onRetry={() => void tasks.refetch()} />;
  return (
    <>
      <TaskList
        items={taskListItems(tasks.data)}
        access={access}
        highlightedTaskId={highlightedTaskId}
        joinPromptTaskId={joinPromptTaskId}
        isJoining={join.isPending}
        onContribute={contribute}
        onJoin={joinThisService}
        onRequestCall={requestCall}
      />
      {dialog?.kind === "wizard" ? (
        <ContributionWizardHost
          task={{ id: dialog.task.id, title: dialog.task.title, locationRequired: dialog.task.locationRequired }}
          serviceId={service.id}
          onClose={closeDialog}
          onContributed={contributed}
        />
      ) : null}
      {dialog?.kind === "call" ? <CallRequestDialogHost taskId={dialog.task.id} onClose={closeDialog} /> : null}
    </>
  );
}
