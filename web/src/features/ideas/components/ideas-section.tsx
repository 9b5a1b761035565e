import type { CreateIdeaRequest, Idea } from "@kominote/core/schemas/ideas";
import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { showToast } from "../../../ui/toast-queue";
import { useCurrentUser } from "../../auth/queries";
import { reportContent } from "../../../api/report-content";
import { ReportDialog } from "../../forums";
import { clearDraft, loadDraft, saveDraft } from "../../../lib/drafts";
import { requireSignInToShareIdea } from "../../../lib/pending-actions/require-sign-in";
import { takeRestoredIdeaDraft, useRestoredIdeaDraft } from "../../../lib/pending-actions/restored-idea-draft";
import { ideaOutboxKind, useCreateIdea } from "../api/create-idea";
import { ideasQueryPrefix } from "../api/list-ideas";
import { newOutboxKey } from "../../../lib/outbox/outbox-entry";
import { useOutboxKind } from "../../../lib/outbox/use-outbox-kind";
import { useWaitingEntries } from "../../../lib/outbox/use-waiting-entries";
import { WaitingItems } from "../../../lib/outbox/waiting-items";
import { useQueryClient } from "@tanstack/react-query";
import { checkIdeaForm, emptyIdeaForm, ideaDraftKey, ideaFormFields, serverIdeaProblems, type IdeaFormValues } from "../lib/idea-form";
import { useIdeaReport } from "../lib/use-idea-report";
import { useIdeaVote } from "../lib/use-idea-vote";
import { IdeaForm, type IdeaFormService } from "./idea-form";
import { IdeaList, type MoreIdeas } from "./idea-list";
import * as styles from "./ideas.css";

export interface IdeasSectionProps {
  readonly ideas: readonly Idea[];
  /** The form's service choices (all public services). */
  readonly services: readonly IdeaFormService[];
  /** A service's page: its ideas only, and new ones are for it. */
  readonly fixedServiceId: number | null;
  readonly emptyText: string;
  /** Present when the server has more ideas than the pages loaded. */
  readonly more?: MoreIdeas;
}

interface OpenForm {
  readonly values: IdeaFormValues;
  /** Why the form opened with text in it: brought back after signing in, or kept on the device. */
  readonly restoredFrom: "signIn" | "device" | null;
}

/** The path of an address saved with its query (/ideas?sort=top is on /ideas). */
const pathOf = (address: string): string => address.split(/[?#]/, 1)[0] ?? address;

/** An idea left unsent on this device (a closed tab, a lost connection) opens the form again with it. */
const formFromDevice = (draftKey: string): OpenForm | null => {
  const values = loadDraft(draftKey, ideaFormFields);
  return values.content.trim() === "" ? null : { values, restoredFrom: "device" };
};

/**
 * The ideas of /ideas or of a service's tab: a button opening the form, then the list. A visitor may
 * write an idea; sharing it keeps the text and asks them to sign in, and the form comes back with it.
 * What is typed waits on the device until the idea is shared or the member cancels it, and a send
 * that found no connection goes again by itself when the connection returns (DECISIONS 9).
 */
export function IdeasSection({ ideas, services, fixedServiceId, emptyText, more }: IdeasSectionProps) {
  const { t } = useLanguage();
  const [now] = useState(() => new Date());
  const { user, isLoading } = useCurrentUser();
  const pathname = useLocation({ select: (location) => location.pathname });
  // The whole address (?tab=ideas on a service's page): after signing in the member lands on the same tab.
  const address = useLocation({ select: (location) => location.href });
  const create = useCreateIdea();
  const queryClient = useQueryClient();
  // Ideas written without a connection wait above the list, each where it will appear.
  const waiting = useWaitingEntries(ideaOutboxKind, (scope) => fixedServiceId === null || scope === String(fixedServiceId));
  useOutboxKind(ideaOutboxKind, () => {
    void queryClient.invalidateQueries({ queryKey: ideasQueryPrefix });
    showToast({ title: t("offline.outbox.sent"), tone: "success" });
  });
  const { vote, votingIdeaId } = useIdeaVote();
  const reporting = useIdeaReport();
  const draftKey = ideaDraftKey(fixedServiceId);
  const [form, setForm] = useState<OpenForm | null>(() => formFromDevice(draftKey));
  const toggle = useRef<HTMLDivElement>(null);
  // The form's values as last typed: a send waiting for the connection goes with them when it returns.
  const latest = useRef<IdeaFormValues | null>(form?.values ?? null);

  // The text a visitor typed before signing in comes back to the form of the page it was written on.
  const restored = useRestoredIdeaDraft();
  useEffect(() => {
    if (restored === null) return;
    const taken = takeRestoredIdeaDraft((draft) =>
      fixedServiceId === null ? pathOf(draft.returnPath) === pathname : draft.serviceId === fixedServiceId,
    );
    if (taken !== null) {
      setForm({ values: { serviceId: taken.serviceId === null ? "" : String(taken.serviceId), content: taken.content }, restoredFrom: "signIn" });
    }
  }, [restored, fixedServiceId, pathname]);

  // Each refused field the form shows keeps the server's words; any other problem (the service, on a
  // service's page where the form has no service field) is told in the form's message, never dropped.
  const sending = useSubmitForm({
    // Each press is one submission with its own Idempotency-Key; with no connection it waits on the device.
    send: (request: CreateIdeaRequest) => create.mutateAsync({ request, key: newOutboxKey() }),
    fallbackMessage: t("ideas.create.failed"),
    offlineMessage: `${t("ideas.create.failed")} ${t("ideas.create.offline")}`,
    fields: fixedServiceId === null ? ["serviceId", "content"] : ["content"],
    onReconnect: () => {
      const check = latest.current === null ? null : checkIdeaForm(latest.current, fixedServiceId);
      if (check?.ok === true) void send(check.request);
    },
  });

  const close = (): void => {
    setForm(null);
    sending.reset();
    latest.current = null;
    clearDraft(draftKey);
    // The form leaves the page: the focus goes back to the button that opens it.
    requestAnimationFrame(() => toggle.current?.querySelector("button")?.focus());
  };

  const send = async (request: CreateIdeaRequest): Promise<void> => {
    const outcome = await sending.submit(request);
    if (!outcome.ok) return;
    close();
    // A kept idea shows itself waiting above the list; no toast, whose code may not be on the phone yet.
    if (!outcome.value.kept) showToast({ title: t("ideas.created"), tone: "success" });
  };

  const share = (request: CreateIdeaRequest, values: IdeaFormValues): void => {
    if (isLoading) return;
    if (user === null) {
      requireSignInToShareIdea({ serviceId: request.serviceId, content: values.content }, address);
      return;
    }
    latest.current = values;
    void send(request);
  };

  return (
    <div className={styles.section}>
      <div ref={toggle} className={styles.toolbar}>
        {form === null ? <Button onPress={() => setForm({ values: { ...emptyIdeaForm }, restoredFrom: null })}>{t("ideas.form.open")}</Button> : null}
      </div>
      {form === null ? null : (
        <IdeaForm
          services={services}
          fixedServiceId={fixedServiceId}
          initialValues={form.values}
          restoredFrom={form.restoredFrom}
          isSending={sending.isPending}
          serverProblems={serverIdeaProblems(sending.failure?.fields)}
          failure={sending.failure?.message ?? null}
          onSubmit={share}
          onChange={(values) => {
            latest.current = values;
            saveDraft(draftKey, { ...values });
            // A send waiting for the connection keeps waiting: it will go with the text now in the form.
            if (!sending.isWaiting) sending.reset();
          }}
          onCancel={close}
        />
      )}
      <WaitingItems entries={waiting} />
      <IdeaList
        ideas={ideas}
        now={now}
        label={t("ideas.list.label")}
        emptyText={emptyText}
        votingIdeaId={votingIdeaId}
        onVote={vote}
        onReport={reporting.report}
        {...(more === undefined ? {} : { more })}
      />
      <ReportDialog target={reporting.target} onClose={reporting.close} onReport={reportContent} />
    </div>
  );
}
