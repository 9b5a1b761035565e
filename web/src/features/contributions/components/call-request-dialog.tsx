import type { CallRequest, CallRequestReceipt, ContactableContributor } from "@kominote/core/schemas/contributions";
import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { SpinnerIcon } from "../../../ui/spinner";
import { formatInstant } from "@kominote/core/rules/date-format";
import { describedBy, StepField } from "../../../ui/step-field";
import { TextStep } from "../../../ui/text-step";
import * as fieldStyles from "../../../ui/wizard-form.css";
import { contactableContributorsQueryOptions, listContactableContributors } from "../api/contactable-contributors";
import { requestCall } from "../api/request-call";
import { checkCallRequest, emptyCallRequestForm, type CallRequestForm } from "../lib/call-request-form";
import * as styles from "./contribution-wizard.css";

export interface CallRequestServices {
  readonly listContributors: (taskId: number) => Promise<ContactableContributor[]>;
  readonly requestCall: (contributionId: number, request: CallRequest) => Promise<CallRequestReceipt>;
}

export interface CallRequestDialogProps {
  readonly taskId: number;
  readonly onClose: () => void;
  /** Doubles for stories and tests; the API otherwise. */
  readonly services?: CallRequestServices;
  /** For stories: the error a request already failed with. */
  readonly initialError?: unknown;
}

const apiServices: CallRequestServices = { listContributors: listContactableContributors, requestCall };

/**
 * Asks one of a task's contributors, who allowed direct contact, to call back. Their numbers stay
 * on the server: the member picks a name and leaves their own name and number.
 */
export function CallRequestDialog({ taskId, onClose, services = apiServices, initialError }: CallRequestDialogProps) {
  const { t } = useLanguage();
  return (
    <Dialog
      title={t("wizard.call.title")}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <CallRequestBody taskId={taskId} onClose={onClose} services={services} initialError={initialError} />
    </Dialog>
  );
}

export default CallRequestDialog;

function CallRequestBody({
  taskId,
  onClose,
  services,
  initialError,
}: Required<Omit<CallRequestDialogProps, "initialError">> & { readonly initialError: unknown }) {
  const { t, language } = useLanguage();
  const contributors = useQuery(contactableContributorsQueryOptions(taskId, services.listContributors));
  const [chosen, setChosen] = useState<number | null>(null);
  const [form, setForm] = useState<CallRequestForm>(emptyCallRequestForm);
  const [checked, setChecked] = useState(false);
  const [isSent, setSent] = useState(false);
  const sending = useSubmitForm({
    send: ({ contributionId, request }: { contributionId: number; request: CallRequest }) => services.requestCall(contributionId, request),
    fallbackMessage: t("wizard.call.failed"),
    fields: ["callerName", "callerPhone", "message"],
    initialError,
  });
  const legendId = useId();
  const pickErrorId = useId();
  const messageId = useId();
  const messageErrorId = useId();

  const check = checkCallRequest(form);
  const problems = checked && !check.ok ? check.problems : {};
  const problemOf = (field: "callerName" | "callerPhone" | "message"): string | null => {
    const own = problems[field];
    return own === undefined ? sending.fieldError(field) : t(own);
  };
  const pickProblem = checked && chosen === null ? t("wizard.call.pickFirst") : null;
  const failureMessage = sending.failure?.message ?? null;
  const chosenName = contributors.data?.find((contributor) => contributor.contributionId === chosen)?.fullName ?? "";

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setChecked(true);
    if (!check.ok || chosen === null || sending.isPending) return;
    if ((await sending.submit({ contributionId: chosen, request: check.request })).ok) setSent(true);
  };
  const change = (patch: Partial<CallRequestForm>): void => {
    setForm((current) => ({ ...current, ...patch }));
    sending.reset();
  };

  if (isSent) {
    return (
      <div className={styles.body}>
        <p role="status" className={styles.notice.success}>
          {t("wizard.call.sent", { name: chosenName })}
        </p>
        <Button onPress={onClose}>{t("wizard.call.close")}</Button>
      </div>
    );
  }

  if (contributors.isPending) {
    return (
      <p role="status" className={fieldStyles.pending}>
        <SpinnerIcon />
        {t("wizard.call.loading")}
      </p>
    );
  }
  if (contributors.isError) {
    return (
      <div className={`${styles.notice.danger} ${styles.noticeRow}`} role="alert">
        <span>{t("wizard.call.loadFailed")}</span>
        <Button size="sm" variant="secondary" onPress={() => void contributors.refetch()}>
          {t("wizard.send.retry")}
        </Button>
      </div>
    );
  }
  if (contributors.data.length === 0) return <p className={styles.notice.info}>{t("wizard.call.empty")}</p>;

  return (
    <form className={fieldStyles.form} noValidate aria-busy={sending.isPending} onSubmit={(event) => void submit(event)}>
      <fieldset className={styles.contributorList} aria-labelledby={legendId} aria-describedby={pickErrorId}>
        <legend id={legendId} className={fieldStyles.label}>
          {t("wizard.call.contributors")}
        </legend>
        {contributors.data.map((contributor) => (
          <label key={contributor.contributionId} className={styles.contributor}>
            <input
              type="radio"
              name="contributor"
              className={styles.checkbox}
              checked={chosen === contributor.contributionId}
              onChange={() => setChosen(contributor.contributionId)}
            />
            {contributor.profilePhoto === null ? (
              <span className={styles.contributorInitial} aria-hidden="true">
                {contributor.fullName.trim().charAt(0).toUpperCase()}
              </span>
            ) : (
              <img src={contributor.profilePhoto} alt="" className={styles.contributorPhoto} />
            )}
            <span>
              <span className={styles.uploadName}>{contributor.fullName}</span>
              <span className={styles.checkHint}>{t("wizard.call.contributedOn", { date: formatInstant(language, contributor.contributedAt) })}</span>
            </span>
          </label>
        ))}
        <p id={pickErrorId} role="alert" className={fieldStyles.error}>
          {pickProblem ?? ""}
        </p>
      </fieldset>
      <TextStep
        label={t("wizard.call.callerName")}
        type="text"
        autoComplete="name"
        value={form.callerName}
        error={problemOf("callerName")}
        onChange={(callerName) => change({ callerName })}
        onBlur={() => undefined}
      />
      <TextStep
        label={t("wizard.call.callerPhone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+509"
        value={form.callerPhone}
        // One problem for both fields (both empty) is told once, on the name.
        error={problems.callerPhone !== undefined && problems.callerPhone === problems.callerName ? null : problemOf("callerPhone")}
        onChange={(callerPhone) => change({ callerPhone })}
        onBlur={() => undefined}
      />
      <StepField id={messageId} label={t("wizard.call.message")} error={problemOf("message")} errorId={messageErrorId}>
        <textarea
          id={messageId}
          className={styles.textarea}
          rows={3}
          maxLength={1000}
          value={form.message}
          aria-invalid={problemOf("message") !== null}
          aria-describedby={describedBy(messageErrorId)}
          onChange={(event) => change({ message: event.target.value })}
        />
      </StepField>
      <div role="alert">{failureMessage === null ? null : <p className={styles.notice.danger}>{failureMessage}</p>}</div>
      <Button type="submit" isDisabled={sending.isPending} fullWidth>
        {sending.isPending ? (
          <span className={fieldStyles.pending}>
            <SpinnerIcon />
            {t("wizard.sending")}
          </span>
        ) : (
          t("wizard.call.send")
        )}
      </Button>
    </form>
  );
}
