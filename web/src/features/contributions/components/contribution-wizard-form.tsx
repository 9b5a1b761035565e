import type { MessageKey } from "@kominote/core/i18n/messages";
import type { ContributeRequest, ContributeResponse } from "@kominote/core/schemas/contributions";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { DeviceFailure, isNetworkFailure } from "../../../lib/submit-failure";
import { useSubmitForm, type SubmitOutcome } from "../../../lib/use-submit-form";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import { showToast } from "../../../ui/toast-queue";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import * as fieldStyles from "../../../ui/wizard-form.css";
import { emptyContributionDraft, withContactSharing, withWebsite, type ContributionDraft } from "../lib/contribution-draft";
import { newOutboxKey, type OutboxFile } from "../../../lib/outbox/outbox-entry";
import { purposeOfKind } from "../lib/file-checks";
import { contributeRequestOf, type Position } from "../lib/contribution-request";
import { locationFailureOf } from "../../../lib/locate-device";
import { contributionFields, contributionSteps, stepIndexOfField, validateContributionStep, type ContributionStep } from "../lib/contribution-steps";
import { clearContribution, loadContribution, saveContribution } from "../lib/draft-storage";
import type { OutboxResult } from "../lib/contribution-outbox";
import { storedFilesOf, uploadItemsOf, uploadsProblem, type UploadItem } from "../lib/upload-list";
import * as styles from "./contribution-wizard.css";
import { sentToast } from "./sent-toast";
import { ConfirmStep, type LocationState } from "./steps/confirm-step";
import { ContactStep } from "./steps/contact-step";
import { DescriptionStep } from "./steps/description-step";
import { FileStep } from "./steps/file-step";
import { WebsiteStep } from "./steps/website-step";
import { useUploads, type KeptFile } from "./use-uploads";
import { WizardProgress } from "./wizard-progress";
import type { WizardServices } from "./wizard-services";

/** Where the wizard starts: the saved draft by default; stories give a state of their own. */
export interface WizardStart {
  readonly draft: ContributionDraft;
  readonly stepIndex: number;
  readonly uploads?: readonly UploadItem[];
  /** The error a send already failed with, shown as the wizard opens (one that found no connection: it waits on the device). */
  readonly sendError?: unknown;
  /** Sends the draft as the wizard opens (stories show a send on its way). */
  readonly sendAtOnce?: boolean;
  /** Show the step's problem at once, as after the member left the field. */
  readonly showProblems?: boolean;
}

export interface ContributionWizardFormProps {
  readonly taskId: number;
  /** The task asks for the member's position: the wizard will not send without it. */
  readonly locationRequired: boolean;
  readonly services: WizardServices;
  readonly initial?: WizardStart;
  readonly onContributed: (answer: ContributeResponse) => void;
  readonly onClose: () => void;
}

/** What the wizard sends: the member's request, or the outcome the device's queue heard for it. */
type Delivery = { readonly request: ContributeRequest; readonly files: readonly OutboxFile[] } | { readonly heard: OutboxResult };

/** A file kept on the device as the outbox uploads it before the contribution: its field takes its id. */
const outboxFileOf = ({ kind, file }: KeptFile): OutboxFile => ({
  field: kind === "pdf" ? "pdfUploadId" : "mediaUploadIds",
  single: kind === "pdf",
  purpose: purposeOfKind[kind],
  name: file.name,
  blob: file,
});

/** A send that found no connection (kept on the device meanwhile): what fetch rejects with offline. */
const noConnection = (): TypeError => new TypeError("No connection: kept on the device");

/** The request field each part of the draft fills, so changing it forgets the server's words on it. */
const requestFieldOfDraft: Partial<Record<keyof ContributionDraft, string>> = {
  description: "notes",
  media: "mediaUploadIds",
  pdf: "pdfUploadId",
  shareLocation: "userLocation",
};

const stepTitles: Readonly<Record<ContributionStep, MessageKey>> = {
  description: "wizard.steps.description",
  media: "wizard.steps.media",
  contact: "wizard.steps.contact",
  website: "wizard.steps.website",
  pdf: "wizard.steps.pdf",
  confirm: "wizard.steps.confirm",
};

const lastStepIndex = contributionSteps.length - 1;

const savedStart = (taskId: number, { storage, outbox }: WizardServices): WizardStart & { readonly restored: boolean } => {
  const { draft, stepIndex } = loadContribution(taskId, storage);
  return {
    draft,
    stepIndex,
    uploads: uploadItemsOf(draft.media, draft.pdf),
    ...(outbox.isWaiting(taskId) ? { sendError: noConnection() } : {}),
    restored: JSON.stringify(draft) !== JSON.stringify(emptyContributionDraft),
  };
};

/** Why a step cannot be left because of its files (the confirm step waits for all of them). */
const filesProblemOf = (step: ContributionStep, items: readonly UploadItem[]): MessageKey | null => {
  if (step === "media" || step === "pdf") return uploadsProblem(items, step);
  if (step === "confirm") return uploadsProblem(items, "media") ?? uploadsProblem(items, "pdf");
  return null;
};

/**
 * The six steps and the sending. Nothing the member gives is lost (DECISIONS 9): the draft is
 * saved on the device as they type, a failed send keeps it with a retry, an offline one waits in
 * the device's queue and goes when the connection returns; only a success clears it.
 */
export function ContributionWizardForm({ taskId, locationRequired, services, initial, onContributed, onClose }: ContributionWizardFormProps) {
  const { t } = useLanguage();
  const { storage } = services;
  const [start] = useState(() => (initial === undefined ? savedStart(taskId, services) : { ...initial, restored: false }));
  const [draft, setDraft] = useState(start.draft);
  const [stepIndex, setStepIndex] = useState(start.stepIndex);
  const [showProblem, setShowProblem] = useState(start.showProblems ?? false);
  const [heard, setHeard] = useState<OutboxResult | null>(null);
  const [restored, setRestored] = useState(start.restored);
  const [location, setLocation] = useState<{ readonly state: LocationState; readonly position: Position | null }>({ state: "idle", position: null });
  const uploads = useUploads(services.upload, start.uploads ?? [], t, services.isOnline);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const finished = useRef(false);

  /** Keeps the request in the device's outbox, to go when the connection returns; throws when the device refuses. */
  const keep = async (request: ContributeRequest, key: string, files: readonly OutboxFile[]): Promise<void> => {
    try {
      await services.outbox.keep(taskId, request, key, files);
    } catch {
      throw new DeviceFailure("The device did not keep the contribution");
    }
  };

  const deliver = async (delivery: Delivery): Promise<ContributeResponse> => {
    if ("heard" in delivery) {
      if (delivery.heard.outcome === "sent") return delivery.heard.answer;
      throw delivery.heard.error;
    }
    const { request, files } = delivery;
    // One key per press: a send whose answer was lost goes again from the outbox under the same key.
    const key = newOutboxKey();
    // Files kept for want of a connection go through the outbox, which uploads them first: the
    // wizard then hears the outcome like that of any kept contribution.
    if (!services.isOnline() || files.length > 0) {
      await keep(request, key, files);
      throw noConnection();
    }
    try {
      return await services.contribute(taskId, request, key);
    } catch (error) {
      if (isNetworkFailure(error, services.isOnline())) await keep(request, key, files);
      throw error;
    }
  };

  // The device's queue, not this form, sends again when the connection returns (even with the
  // wizard closed): the form waits, and hears the outcome through the queue's watch below.
  const sending = useSubmitForm({
    send: deliver,
    fallbackMessage: t("wizard.send.failed"),
    offlineMessage: t("wizard.send.queued"),
    serverMessage: (message) => `${message} ${t("wizard.send.failed")}`,
    fields: contributionFields,
    // A refused field is fixed on its own step: the wizard goes to the first one, each keeps its message.
    onFailure: (failure) => {
      const firstRefused = Object.keys(failure.fields)
        .map(stepIndexOfField)
        .sort((a, b) => a - b)[0];
      if (firstRefused === undefined) return;
      setShowProblem(false);
      setStepIndex(firstRefused);
    },
    initialError: start.sendError,
  });

  const step = contributionSteps[stepIndex] ?? "description";
  const fullDraft: ContributionDraft = {
    ...draft,
    media: storedFilesOf(uploads.items, "media"),
    pdf: storedFilesOf(uploads.items, "pdf")[0] ?? null,
  };
  const ruleProblem = validateContributionStep(step, fullDraft);
  const filesProblem = filesProblemOf(step, uploads.items);
  const isLast = stepIndex === lastStepIndex;
  const isSending = sending.isPending;
  const sharesLocation = locationRequired || draft.shareLocation;
  const locationMissing = isLast && (location.state === "finding" || (locationRequired && location.state !== "found"));
  const blocked = ruleProblem !== null || filesProblem !== null || isSending || locationMissing;

  // The send button is disabled while a send is on its way, which drops the focus out of the
  // dialog (keeping a contribution on the device takes a moment): once the send settles, the
  // focus comes back to it, so the keyboard and Escape still reach the wizard.
  const actions = useRef<HTMLDivElement>(null);
  const wasSending = useRef(false);
  useEffect(() => {
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (wasSending.current && !isSending && lost) actions.current?.querySelector<HTMLButtonElement>("button:last-of-type")?.focus();
    wasSending.current = isSending;
  }, [isSending]);

  const serverErrors: Readonly<Record<string, string>> = Object.fromEntries(
    contributionFields.flatMap((field) => {
      const message = stepIndexOfField(field) === stepIndex ? sending.fieldError(field) : null;
      return message === null ? [] : [[field, message]];
    }),
  );
  const fieldErrors: Readonly<Record<string, string>> =
    Object.keys(serverErrors).length > 0
      ? serverErrors
      : showProblem && ruleProblem !== null
        ? { [ruleProblem.field]: t(ruleProblem.messageKey) }
        : {};

  const savedJson = JSON.stringify({ draft: fullDraft, stepIndex });
  useEffect(() => {
    if (!finished.current) saveContribution(taskId, JSON.parse(savedJson), storage);
  }, [savedJson, taskId, storage]);

  // The new step's heading takes the focus, so a screen reader says where the member now is.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [stepIndex]);

  useEffect(() => {
    if (step !== "confirm" || !sharesLocation || location.state !== "idle") return;
    setLocation({ state: "finding", position: null });
    services.locate().then(
      (position) => setLocation({ state: "found", position }),
      (error: unknown) => setLocation({ state: locationFailureOf(error), position: null }),
    );
  }, [step, sharesLocation, location.state, services]);

  const finish = useCallback(
    (answer: ContributeResponse): void => {
      finished.current = true;
      clearContribution(taskId, storage);
      showToast(sentToast(answer, t));
      onContributed(answer);
      onClose();
    },
    [taskId, storage, t, onContributed, onClose],
  );

  const settle = (sent: SubmitOutcome<ContributeResponse>): void => {
    if (sent.ok) finish(sent.value);
  };

  // A contribution queued earlier goes as soon as the connection is back; this wizard hears how it
  // went, and the outcome goes through the form like an answer to its own send (once no send is on its way).
  const [startedQueued] = useState(() => start.sendError !== undefined && services.outbox.isWaiting(taskId));
  useEffect(() => {
    const stop = services.outbox.watch(taskId, setHeard);
    if (startedQueued && services.isOnline()) void services.outbox.flush();
    return stop;
  }, [services, taskId, startedQueued]);
  const { submit: submitDelivery, isPending } = sending;
  useEffect(() => {
    if (heard === null || isPending) return;
    setHeard(null);
    void submitDelivery({ heard }).then(settle);
    // settle reads the latest finish; the outcome is taken once, when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heard, isPending, submitDelivery]);

  const submit = async (): Promise<void> => {
    const request = contributeRequestOf(fullDraft, location.position, locationRequired);
    settle(await sending.submit({ request, files: uploads.keptFiles().map(outboxFileOf) }));
  };

  useEffect(() => {
    if (start.sendAtOnce === true) void submit();
    // Once, as the wizard opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goTo = (index: number): void => {
    setShowProblem(false);
    setStepIndex(Math.max(0, Math.min(lastStepIndex, index)));
  };

  const advance = (): void => {
    if (blocked) {
      setShowProblem(true);
      return;
    }
    if (isLast) void submit();
    else goTo(stepIndex + 1);
  };

  const update = (next: (current: ContributionDraft) => ContributionDraft): void => {
    const changed = next(draft);
    for (const key of Object.keys(changed) as (keyof ContributionDraft)[]) {
      if (changed[key] !== draft[key]) sending.clearField(requestFieldOfDraft[key] ?? key);
    }
    setDraft(next);
    setRestored(false);
  };
  const patch = (changes: Partial<ContributionDraft>): void => update((current) => ({ ...current, ...changes }));
  const revealProblem = (): void => setShowProblem(true);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>): void => {
    if (event.key !== "Enter") return;
    const target = event.target;
    const advances =
      target instanceof HTMLTextAreaElement ? event.ctrlKey || event.metaKey : target instanceof HTMLInputElement && target.type !== "file";
    if (!advances) return;
    event.preventDefault();
    advance();
  };

  const fileField = (kind: "media" | "pdf"): string => requestFieldOfDraft[kind] ?? kind;
  const fileError = (kind: "media" | "pdf"): string | null =>
    sending.fieldError(fileField(kind)) ?? (uploads.rejection?.kind === kind ? t(uploads.rejection.messageKey) : null);

  const stepBody = (): React.ReactNode => {
    switch (step) {
      case "description":
        return (
          <DescriptionStep
            value={draft.description}
            error={fieldErrors.notes ?? null}
            onChange={(description) => patch({ description })}
            onBlur={revealProblem}
          />
        );
      case "media":
      case "pdf":
        return (
          <FileStep
            kind={step}
            items={uploads.items}
            error={fileError(step)}
            onPick={(files) => {
              sending.clearField(fileField(step));
              uploads.add(files, step);
            }}
            onRemove={(id) => {
              sending.clearField(fileField(step));
              uploads.remove(id);
            }}
            onRetry={uploads.retry}
          />
        );
      case "contact":
        return (
          <ContactStep
            draft={draft}
            errors={fieldErrors}
            onShare={(share) => update((current) => withContactSharing(current, share))}
            onChange={patch}
            onBlur={revealProblem}
          />
        );
      case "website":
        return (
          <WebsiteStep
            hasWebsite={draft.hasWebsite}
            websiteUrl={draft.websiteUrl}
            error={fieldErrors.websiteUrl ?? fieldErrors.hasWebsite ?? null}
            onToggle={(has) => update((current) => withWebsite(current, has))}
            onChange={(websiteUrl) => patch({ websiteUrl })}
            onBlur={revealProblem}
          />
        );
      case "confirm":
        return (
          <ConfirmStep
            draft={fullDraft}
            location={location.state}
            locationRequired={locationRequired}
            onShareLocation={(shareLocation) => {
              patch({ shareLocation });
              if (!shareLocation) setLocation({ state: "idle", position: null });
            }}
            onRetryLocation={() => {
              sending.clearField("userLocation");
              setLocation({ state: "idle", position: null });
            }}
            onEdit={goTo}
          />
        );
    }
  };

  const stepText = t("wizard.progress", { step: stepIndex + 1, total: contributionSteps.length });
  const confirmProblem = isLast ? sending.fieldError("userLocation") : null;

  return (
    <div className={styles.body}>
      <WizardProgress stepIndex={stepIndex} />
      {restored ? (
        <p role="status" className={styles.notice.info}>
          {t("wizard.draftRestored")}
        </p>
      ) : null}
      <form
        className={fieldStyles.form}
        noValidate
        aria-busy={isSending}
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          advance();
        }}
      >
        <h3 ref={heading} tabIndex={-1} className={styles.stepTitle}>
          <VisuallyHidden>{`${stepText}: `}</VisuallyHidden>
          {t(stepTitles[step])}
        </h3>
        {stepBody()}
        <p role="status" className={styles.checkHint}>
          {filesProblem === null ? "" : t(filesProblem)}
        </p>
        {confirmProblem === null ? null : (
          <p role="alert" className={styles.notice.danger}>
            {confirmProblem}
          </p>
        )}
        <SendNotice
          isSending={isSending}
          isWaiting={sending.isWaiting}
          message={sending.failure?.message ?? null}
          onRetry={() => void submit()}
        />
        <div ref={actions} className={fieldStyles.actions}>
          {stepIndex === 0 ? (
            <span />
          ) : (
            <Button variant="secondary" onPress={() => goTo(stepIndex - 1)} isDisabled={isSending}>
              {t("wizard.back")}
            </Button>
          )}
          <Button onPress={advance} isDisabled={blocked}>
            {isSending ? (
              <span className={fieldStyles.pending}>
                <SpinnerIcon />
                {t("wizard.sending")}
              </span>
            ) : isLast ? (
              t("wizard.submit")
            ) : (
              t("wizard.continue")
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}

interface SendNoticeProps {
  readonly isSending: boolean;
  /** Kept on the device until the connection returns. */
  readonly isWaiting: boolean;
  /** useSubmitForm's message: waiting, or why the send failed (null when every problem sits on its field). */
  readonly message: string | null;
  readonly onRetry: () => void;
}

/** The send's outcome under the form: queued while offline, or failed with a retry; the live regions are always there. */
function SendNotice({ isSending, isWaiting, message, onRetry }: SendNoticeProps) {
  const { t } = useLanguage();
  return (
    <>
      <div role="status">
        {isWaiting && message !== null ? <p className={styles.notice.warning}>{message}</p> : null}
        {isSending ? <VisuallyHidden>{t("wizard.sending")}</VisuallyHidden> : null}
      </div>
      <div role="alert">
        {!isWaiting && message !== null ? (
          <div className={`${styles.notice.danger} ${styles.noticeRow}`}>
            <p className={styles.summaryValue}>
              <strong>{t("wizard.send.failedTitle")}: </strong>
              {message}
            </p>
            <Button size="sm" variant="secondary" onPress={onRetry}>
              {t("wizard.send.retry")}
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
}
