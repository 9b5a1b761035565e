import type { ContributeResponse } from "@kominote/core/schemas/contributions";
import type { PublicService } from "@kominote/core/schemas/services";
import type { Task } from "@kominote/core/schemas/tasks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { openLoginModal } from "../../../layout/login-dialog-state";
import { useSearchParams } from "../../../lib/search-params";
import { showToast } from "../../../ui/toast-queue";
import { useCurrentUser } from "../../auth/queries";
import { usePublicServices } from "../api/get-public-services";
import { requireSignInToJoin } from "../../../lib/pending-actions/require-sign-in";
import { serviceTasksQueryOptions, serviceTasksQueryPrefix } from "../api/get-service-tasks";
import { useJoinService } from "../api/join-service";
import { contributeAccess } from "../lib/contribute-access";
import { findServiceBySlug } from "../lib/find-service";
import { parseServiceSearch } from "../lib/service-search";
import { taskDialogFor, taskDialogPath, type TaskDialog } from "../lib/task-dialog";
import { taskListItems } from "../lib/task-list";
import { useNextTaskHighlight } from "../lib/use-next-task-highlight";
import { CallRequestDialogHost, ContributionWizardHost } from "../../contributions";
import { ServiceNotFound } from "./service-not-found";
import { ServiceView, type CommunityPanels } from "./service-view";
import { TaskList } from "./task-list";
import { TasksError, TasksLoading } from "./tasks-states";

/**
 * /services/{slug}: the service is found in the public list (cached by the home page) by its slug;
 * the discussions and ideas tabs show the panels the route hands in.
 */
export function ServiceScreen({ slug, panels }: { readonly slug: string; readonly panels: CommunityPanels }) {
  const { language } = useLanguage();
  const { data: services } = usePublicServices(language);
  const service = findServiceBySlug(services, slug);
  if (service === null) return <ServiceNotFound />;
  // A new service starts with a fresh tasks tab (no wizard, prompt or highlight carried over).
  return <ServiceView key={service.id} service={service} tasks={<ServiceTasks service={service} />} panels={panels} />;
}

/** The tasks tab: the list, and what contributing, joining and asking for a call do from it. */
function ServiceTasks({ service }: { readonly service: PublicService }) {
  const { language, t } = useLanguage();
  const queryClient = useQueryClient();
  const tasks = useQuery(serviceTasksQueryOptions(service.id, language));
  const { user, isLoading: isUserLoading } = useCurrentUser();
  const access = contributeAccess(user, service.id);
  const join = useJoinService();
  const [joinPromptTaskId, setJoinPromptTaskId] = useState<number | null>(null);
  const { highlightedTaskId, highlight } = useNextTaskHighlight();
  // The open dialog is in the address (?contribute=13, ?call=12): a reload or a shared link opens
  // it again, the back button closes it.
  const { search, update } = useSearchParams();
  const requested = parseServiceSearch(search);
  const items = tasks.data === undefined ? null : taskListItems(tasks.data);
  const asked = items === null ? null : taskDialogFor(items, requested);
  const mayOpen = asked !== null && (asked.kind === "wizard" ? access === "member" : access !== "visitor");
  const dialog = mayOpen ? asked : null;
  const isAsking = requested.contribute !== undefined || requested.call !== undefined;
  const canDecide = isAsking && items !== null && !isUserLoading && dialog === null;
  const askedKind = asked?.kind;
  const askedTaskId = asked?.task.id;

  // An address asking for a dialog the reader would not be offered is dropped (never an error); a
  // visitor, or a member of another service, gets what pressing the button would have given them.
  useEffect(() => {
    if (!canDecide) return;
    update({ contribute: undefined, call: undefined }, { replace: true });
    if (askedKind === undefined || askedTaskId === undefined) return;
    if (access !== "visitor") setJoinPromptTaskId(askedTaskId);
    else if (askedKind === "wizard") requireSignInToJoin(service.id, taskDialogPath(service.slug, { kind: askedKind, task: { id: askedTaskId } }));
    else openLoginModal();
  }, [canDecide, askedKind, askedTaskId, access, update, service.id, service.slug]);

  const openDialog = (kind: TaskDialog["kind"], task: Task, options?: { readonly replace?: boolean }): void =>
    update(kind === "wizard" ? { contribute: task.id, call: undefined } : { call: task.id, contribute: undefined }, options);

  const contribute = (task: Task): void => {
    // A visitor signs in first; the service is then joined and they land back here, in the
    // wizard (DECISIONS 1).
    if (access === "visitor") requireSignInToJoin(service.id, taskDialogPath(service.slug, { kind: "wizard", task }));
    else if (access === "member") openDialog("wizard", task);
    else setJoinPromptTaskId(task.id);
  };

  const joinThisService = (): void => {
    const task = tasks.data?.find((candidate) => candidate.id === joinPromptTaskId);
    join.mutate(service.id, {
      onSuccess: () => {
        setJoinPromptTaskId(null);
        showToast({ title: t("services.join.done", { name: service.name }), tone: "success" });
        // The member pressed "contribute" on this task: carry on to it now that they may.
        if (task !== undefined) openDialog("wizard", task);
      },
      onError: () =>
        showToast({ title: t("services.join.failed.title"), description: t("services.join.failed.text"), tone: "danger" }),
    });
  };

  const requestCall = (task: Task): void => {
    if (access === "visitor") openLoginModal();
    else openDialog("call", task);
  };

  // Closing takes the dialog out of the address in place: the back button then leaves the page's
  // state before the dialog rather than opening it again.
  const closeDialog = (): void => update({ contribute: undefined, call: undefined }, { replace: true });

  const contributed = (answer: ContributeResponse): void => {
    closeDialog();
    void queryClient.invalidateQueries({ queryKey: serviceTasksQueryPrefix(service.id) });
    const next = answer.nextTask;
    if (next.hasNext && next.id !== null) highlight(next.id);
    else showToast({ title: t("services.allDone.title"), description: t("services.allDone.text"), tone: "success" });
  };

  // Until the session is known a member would be offered a visitor's actions: a quick tap on
  // "ask for a call" would open the sign-in dialog instead of the call request.
  if (tasks.isPending || isUserLoading) return <TasksLoading />;
  if (tasks.isError || items === null) return <TasksError onRetry={() => void tasks.refetch()} />;
  return (
    <>
      <TaskList
        items={items}
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
