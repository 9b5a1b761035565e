import type { Forum } from "@kominote/core/schemas/forums";
import type { PublicService } from "@kominote/core/schemas/services";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { isApiError } from "../../../api/client";
import { showToast } from "../../../ui/toast-queue";
import { isUnauthorized } from "../../../lib/handle-unauthorized";
import { useUnauthorizedRedirect } from "../../../lib/use-unauthorized-redirect";
import { useCurrentUser } from "../../auth/queries";
import { canModerate } from "../../../lib/can-moderate";
import { forumOutboxKind, useCreateForum } from "../api/create-forum";
import { useOutboxKind } from "../../../lib/outbox/use-outbox-kind";
import { useWaitingEntries } from "../../../lib/outbox/use-waiting-entries";
import { WaitingItems } from "../../../lib/outbox/waiting-items";
import { serviceForumsQueryKey, serviceForumsQueryOptions } from "../api/list-service-forums";
import { usePinForum } from "../api/pin-forum";
import { useOpenForum } from "../lib/use-open-forum";
import { reportContent } from "../../../api/report-content";
import { CreateForumDialog } from "./create-forum-dialog";
import { ForumList } from "./forum-list";
import { ForumThreadContainer } from "./forum-thread-container";
import { ForumsLoading, ForumsProblem } from "./forums-states";
import { ReportDialog, type ReportTarget } from "./report-dialog";
import { SignInPrompt } from "./sign-in-prompt";

/**
 * A service's discussions tab. Forums are for members (the API lists them to members only), so a
 * visitor is asked to sign in; a member sees the forums, opens one, and creates new ones; a
 * moderator or admin also pins and unpins them.
 */
export function DiscussionsPanel({ service }: { readonly service: PublicService }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <ForumsLoading label="forums.list.loading" />;
  if (user === null) return <SignInPrompt />;
  return <MemberDiscussions serviceId={service.id} canPin={canModerate(user)} />;
}

export default DiscussionsPanel;

function MemberDiscussions({ serviceId, canPin }: { readonly serviceId: number; readonly canPin: boolean }) {
  const { language, t } = useLanguage();
  const forums = useQuery(serviceForumsQueryOptions(serviceId));
  const create = useCreateForum(serviceId, language);
  const pin = usePinForum(serviceId);
  const address = useOpenForum();
  // A forum just created may not be in the list yet: its title comes from the creation's answer.
  const [created, setCreated] = useState<Forum | null>(null);
  const openForum =
    address.forumId === null
      ? null
      : (forums.data?.find((forum) => forum.id === address.forumId) ?? (created?.id === address.forumId ? created : null));
  const [wasInThread, setWasInThread] = useState(false);
  const [isCreating, setCreating] = useState(false);
  const [offeredCreate, setOfferedCreate] = useState(false);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  useUnauthorizedRedirect(forums.error);
  // Forums opened without a connection wait above the list until they go.
  const waiting = useWaitingEntries(forumOutboxKind, (scope) => scope === String(serviceId));
  const queryClient = useQueryClient();
  useOutboxKind(forumOutboxKind, (entry) => {
    void queryClient.invalidateQueries({ queryKey: serviceForumsQueryKey(Number(entry.scope)) });
    showToast({ title: t("offline.outbox.sent"), tone: "success" });
  });

  // A service without forums invites its member to open the first one, once per visit of the tab.
  if (!offeredCreate && forums.data?.length === 0) {
    setOfferedCreate(true);
    setCreating(true);
  }

  const open = (forum: Forum): void => {
    address.open(forum);
    setWasInThread(true);
  };
  const createForum = async (request: Parameters<typeof create.mutateAsync>[0]): Promise<void> => {
    const outcome = await create.mutateAsync(request);
    // Kept on the device: it shows waiting above the list and goes by itself.
    if (outcome.kept) return;
    const forum = outcome.value;
    showToast({ title: t("forums.create.done"), tone: "success" });
    // The member opened it to write in it: the new forum's thread comes next.
    setCreated(forum);
    open(forum);
  };

  // The server checks the role too; the button is only offered to those it would accept.
  const togglePin = (forum: Forum): void => {
    const pinned = !forum.isPinned;
    pin.mutate(
      { forum, pinned },
      {
        onSuccess: () => showToast({ title: t(pinned ? "forums.pin.done" : "forums.unpin.done", { title: forum.title }), tone: "success" }),
        onError: (error) =>
          showToast({ title: t("forums.pin.failed"), ...(isApiError(error) && error.serverMessage !== undefined ? { description: error.serverMessage } : {}), tone: "danger" }),
      },
    );
  };

  let content;
  if (openForum !== null) {
    content = (
      <ForumThreadContainer key={openForum.id} forumId={openForum.id} title={openForum.title} headingLevel={2} onBack={address.close} />
    );
  } else if (forums.isPending || isUnauthorized(forums.error)) {
    content = <ForumsLoading label="forums.list.loading" />;
  } else if (forums.isError) {
    content = <ForumsProblem text="forums.list.error" onRetry={() => void forums.refetch()} />;
  } else {
    content = (
      <>
        <WaitingItems entries={waiting} />
        <ForumList
          forums={forums.data}
          onOpen={open}
          onCreate={() => setCreating(true)}
          onReport={(forum) => setReportTarget({ kind: "forum", id: forum.id, title: t("forums.report.forum", { title: forum.title }) })}
          {...(canPin ? { onPin: togglePin, pinningId: pin.isPending ? pin.variables.forum.id : null } : {})}
          focusTitle={wasInThread}
        />
      </>
    );
  }
  return (
    <>
      {content}
      <CreateForumDialog isOpen={isCreating} serviceId={serviceId} onClose={() => setCreating(false)} onCreate={createForum} />
      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} onReport={reportContent} />
    </>
  );
}
