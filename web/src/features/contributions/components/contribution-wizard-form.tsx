import type { MessageKey } from "@kominote/core/i18n/messages";
import type { ContributeRequest, ContributeResponse } from "@kominote/core/schemas/contributions";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import { showToast } from "../../../ui/toast-queue";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import * as fieldStyles from "../../../ui/wizard-form.css";
import { emptyContributionDraft, withContactSharing, withWebsite, type ContributionDraft } from "../lib/contribution-draft";
import { dropQueuedContribution, isContributionQueued, queueContribution } from "../lib/contribution-outbox";
import { contributeRequestOf, type Position } from "../lib/contribution-request";
import { locationFailureOf } from "../../../lib/locate-device";
import { contributionSteps, validateContributionStep, type ContributionStep } from "../lib/contribution-steps";
import { clearContribution, loadContribution, saveContribution } from "../lib/draft-storage";
import type { OutboxResult } from "../lib/outbox-sender";
import { classifySendFailure, type SendFailure } from "../lib/send-failure";
import { storedFilesOf, uploadItemsOf, uploadsProblem, type UploadItem } from "../lib/upload-list";
import * as styles from "./contribution-wizard.css";
import { sentToast } from "./sent-toast";
import { ConfirmStep, type LocationState } from "./steps/confirm-step";
import { ContactStep } from "./steps/contact-step";
import { DescriptionStep } from "./steps/description-step";
import { FileStep } from "./steps/file-step";
import { WebsiteStep } from "./steps/website-step";
import { useUploads } from "./use-uploads";
import { WizardProgress } from "./wizard-progress";
import type { WizardServices } from "./wizard-services";

export type SendState =
  | { readonly status: "idle" }
  | { readonly status: "sending" }
  | { readonly status: "queued" }
  | { readonly status: "failed"; readonly message: string | null };

/** Where the wizard starts: the saved draft by default; stories give a state of their own. */
export interface WizardStart {
  readonly draft: ContributionDraft;
  readonly stepIndex: number;
  readonly uploads?: readonly UploadItem[];
  readonly send?: SendState;
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

interface ServerProblem {
  readonly stepIndex: number;
  readonly field: string;
  readonly message: string;
}

const stepTitles: Readonly<Record<ContributionStep, MessageKey>> = {
  description: "wizard.steps.description",
  media: "wizard.steps.media",
  contact: "wizard.steps.contact",
  website: "wizard.steps.website",
  pdf: "wizard.steps.pdf",
  confirm: "wizard.steps.confirm",
};

const lastStepIndex = contributionSteps.length - 1;

const savedStart = (taskId: number, storage: Storage): WizardStart & { readonly restored: boolean } => {
  const { draft, stepIndex } = loadContribution(taskId, storage);
  return {
    draft,
    stepIndex,
    uploads: uploadItemsOf(draft.media, draft.pdf),
    send: isContributionQueued(storage, taskId) ? { status: "queued" } : { status: "idle" },
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
  const [start] = useState(() => (initial === undefined ? savedStart(taskId, storage) : { ...initial, restored: false }));
  const [draft, setDraft] = useState(start.draft);
  const [stepIndex, setStepIndex] = useState(start.stepIndex);
  const [showProblem, setShowProblem] = useState(start.showProblems ?? false);
  const [serverProblem, setServerProblem] = useState<ServerProblem | null>(null);
  const [send, setSend] = useState<SendState>(start.send ?? { status: "idle" });
  const [restored, setRestored] = useState(start.restored);
  const [location, setLocation] = useState<{ readonly state: LocationState; readonly position: Position | null }>({ state: "idle", position: null });
  const uploads = useUploads(services.upload, start.uploads ?? [], t);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const finished = useRef(false);

  const step = contributionSteps[stepIndex] ?? "description";
  const fullDraft: ContributionDraft = {
    ...draft,
    media: storedFilesOf(uploads.items, "media"),
    pdf: storedFilesOf(uploads.items, "pdf")[0] ?? null,
  };
  const ruleProblem = validateContributionStep(step, fullDraft);
  const filesProblem = filesProblemOf(step, uploads.items);
  const isLast = stepIndex === lastStepIndex;
  const isSending = send.status === "sending";
  const sharesLocation = locationRequired || draft.shareLocation;
  const locationMissing = isLast && (location.state === "finding" || (locationRequired && location.state !== "found"));
  const blocked = ruleProblem !== null || filesProblem !== null || isSending || locationMissing;

  const fieldErrors: Readonly<Record<string, string>> =
    serverProblem?.stepIndex === stepIndex
      ? { [serverProblem.field]: serverProblem.message }
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
      dropQueuedContribution(storage, taskId);
      showToast(sentToast(answer, t));
      onContributed(answer);
      onClose();
    },
    [taskId, storage, t, onContributed, onClose],
  );

  const showFailure = useCallback((failure: Exclude<SendFailure, { kind: "offline" }>): void => {
    if (failure.kind === "invalid") {
      setSend({ status: "idle" });
      setServerProblem(failure);
      setStepIndex(failure.stepIndex);
    } else {
      setSend({ status: "failed", message: failure.message });
    }
  }, []);

  // A contribution queued earlier goes as soon as the connection is back; this wizard hears how it went.
  // The handlers are read through a ref so a parent's new callbacks do not resubscribe (and resend).
  const onOutboxResult = useRef<(result: OutboxResult) => void>(() => undefined);
  useEffect(() => {
    onOutboxResult.current = (result) => {
      if (result.outcome === "sent") finish(result.answer);
      else showFailure(result.failure);
    };
  }, [finish, showFailure]);
  const startedQueued = start.send?.status === "queued";
  useEffect(() => {
    const stop = services.outbox.watch(taskId, (result) => onOutboxResult.current(result));
    if (startedQueued && services.isOnline()) void services.outbox.flush();
    return stop;
  }, [services, taskId, startedQueued]);

  const queue = (request: ContributeRequest): void => {
    try {
      queueContribution(storage, { taskId, request, queuedAt: new Date().toISOString() });
      services.outbox.start();
      setSend({ status: "queued" });
    } catch {
      // The device refused to keep it: say the send failed rather than promise it will go.
      setSend({ status: "failed", message: null });
    }
  };

  const submit = async (): Promise<void> => {
    const request = contributeRequestOf(fullDraft, location.position, locationRequired);
    setServerProblem(null);
    if (!services.isOnline()) {
      queue(request);
      return;
    }
    setSend({ status: "sending" });
    try {
      finish(await services.contribute(taskId, request));
    } catch (error) {
      const failure = classifySendFailure(error, services.isOnline());
      if (failure.kind === "offline") queue(request);
      else showFailure(failure);
    }
  };

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
    setDraft(next);
    setRestored(false);
    if (serverProblem?.stepIndex === stepIndex) setServerProblem(null);
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

  const fileError = (kind: "media" | "pdf"): string | null => {
    const server = serverProblem?.stepIndex === stepIndex ? serverProblem.message : null;
    return server ?? (uploads.rejection?.kind === kind ? t(uploads.rejection.messageKey) : null);
  };

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
            onPick={(files) => uploads.add(files, step)}
            onRemove={uploads.remove}
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
              if (serverProblem?.stepIndex === stepIndex) setServerProblem(null);
              setLocation({ state: "idle", position: null });
            }}
            onEdit={goTo}
          />
        );
    }
  };

  const stepText = t("wizard.progress", { step: stepIndex + 1, total: contributionSteps.length });
  const confirmProblem = isLast && serverProblem?.stepIndex === stepIndex ? serverProblem.message : null;

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
        <SendNotice send={send} onRetry={() => void submit()} />
        <div className={fieldStyles.actions}>
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

/** The send's outcome under the form: queued while offline, or failed with a retry; the live regions are always there. */
function SendNotice({ send, onRetry }: { readonly send: SendState; readonly onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <>
      <div role="status">
        {send.status === "queued" ? <p className={styles.notice.warning}>{t("wizard.send.queued")}</p> : null}
        {send.status === "sending" ? <VisuallyHidden>{t("wizard.sending")}</VisuallyHidden> : null}
      </div>
      <div role="alert">
        {send.status === "failed" ? (
          <div className={`${styles.notice.danger} ${styles.noticeRow}`}>
            <p className={styles.summaryValue}>
              <strong>{t("wizard.send.failedTitle")}: </strong>
              {send.message === null ? "" : `${send.message} `}
              {t("wizard.send.failed")}
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
