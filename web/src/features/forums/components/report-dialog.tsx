import { reportContentRequestSchema, type HideableKind, type ReportContentRequest } from "@kominote/core/schemas/moderation";
import { useId, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { SpinnerIcon } from "../../../ui/spinner";
import { showToast } from "../../../ui/toast-queue";
import { checkForm, type FormProblems } from "../../../lib/check-form";
import { classifySendFailure, fieldFailure, type SendFailure } from "../../../lib/send-failure";
import { useRetryWhenOnline } from "../../../lib/use-retry-when-online";
import * as styles from "./forums.css";
import { TextAreaField } from "./text-area-field";
import { SendFailureNotice } from "./send-failure-notice";

/** What is being reported, and the dialog's title naming it. */
export interface ReportTarget {
  readonly kind: HideableKind;
  readonly id: number;
  readonly title: string;
}

export interface ReportDialogProps {
  /** null closes the dialog. */
  readonly target: ReportTarget | null;
  readonly onClose: () => void;
  /** Sends the report; resolves with the server's thanks, rejects when it did not go through. */
  readonly onReport: (request: ReportContentRequest) => Promise<{ readonly message: string }>;
  /** For stories: what the member typed, and a send that already failed. */
  readonly initialReason?: string;
  readonly initialFailure?: SendFailure | null;
}

/** Tells the moderators why a forum or post breaks the rules; the reason is required. */
export function ReportDialog({ target, onClose, onReport, initialReason = "", initialFailure = null }: ReportDialogProps) {
  return (
    <Dialog
      title={target?.title ?? ""}
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {target === null ? null : (
        <ReportForm target={target} onClose={onClose} onReport={onReport} initialReason={initialReason} initialFailure={initialFailure} />
      )}
    </Dialog>
  );
}

interface ReportFormProps extends Omit<ReportDialogProps, "target" | "initialReason" | "initialFailure"> {
  readonly target: ReportTarget;
  readonly initialReason: string;
  readonly initialFailure: SendFailure | null;
}

function ReportForm({ target, onClose, onReport, initialReason, initialFailure }: ReportFormProps) {
  const { t } = useLanguage();
  const id = useId();
  const [reason, setReason] = useState(initialReason);
  const [problems, setProblems] = useState<FormProblems<"reason">>({});
  const [failure, setFailure] = useState<SendFailure | null>(initialFailure);
  const [isSending, setSending] = useState(false);

  const send = async (): Promise<void> => {
    if (isSending) return;
    const check = checkForm(reportContentRequestSchema, { kind: target.kind, id: target.id, reason });
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const answer = await onReport(check.request);
      showToast({ title: answer.message, tone: "success" });
      onClose();
    } catch (error) {
      setFailure(classifySendFailure(error, ["reason"]));
      setSending(false);
    }
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void send();
  };
  useRetryWhenOnline(failure?.kind === "offline", () => void send());

  const problem = problems.reason === undefined ? fieldFailure(failure, "reason") : t(problems.reason);
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextAreaField
        id={`${id}-reason`}
        label={t("forums.report.reason")}
        hint={t("forums.report.hint")}
        rows={4}
        maxLength={1000}
        required
        value={reason}
        problem={problem}
        onChange={(value) => {
          setReason(value);
          setProblems({});
        }}
      />
      <SendFailureNotice failure={failure} failed="forums.report.failed" />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={isSending}>
          {t("forums.report.cancel")}
        </Button>
        <Button type="submit" variant="danger" isPending={isSending}>
          {isSending ? <SpinnerIcon /> : null}
          {t("forums.report.submit")}
        </Button>
      </div>
    </form>
  );
}
