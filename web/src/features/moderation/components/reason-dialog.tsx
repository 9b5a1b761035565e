import type { MessageKey } from "@kominote/core/i18n/messages";
import { useId, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { FormProblem } from "../../../ui/form-problem";
import { Button } from "../../../ui/button";
import { DecisionDialog } from "./decision-dialog";
import * as styles from "./moderation.css";

export interface ReasonDialogProps {
  /** The dialog's title; null closes the dialog. */
  readonly title: string | null;
  /** Who will read the reason, under its field. */
  readonly hint: MessageKey;
  readonly submitLabel: MessageKey;
  readonly onCancel: () => void;
  /** Sends the decision; resolves once recorded, rejects when it did not go through. */
  readonly onSubmit: (reason: string) => Promise<void>;
  /** What the moderator typed, and the error a send already failed with, for stories. */
  readonly initialReason?: string;
  readonly initialError?: unknown;
}

/** Asks why before a moderator's decision that must be explained (rejecting, hiding): the reason is required. */
export function ReasonDialog({ title, initialReason = "", ...form }: ReasonDialogProps) {
  return (
    <DecisionDialog title={title} onCancel={form.onCancel}>
      <ReasonForm {...form} initialReason={initialReason} />
    </DecisionDialog>
  );
}

type ReasonFormProps = Omit<ReasonDialogProps, "title"> & { readonly initialReason: string };

function ReasonForm({ hint, submitLabel, onCancel, onSubmit, initialReason, initialError }: ReasonFormProps) {
  const { t } = useLanguage();
  const id = useId();
  const [reason, setReason] = useState(initialReason);
  const [missing, setMissing] = useState(false);
  const sending = useSubmitForm({ send: onSubmit, fallbackMessage: t("review.queue.failed"), fields: ["reason"], initialError });
  const isSending = sending.isPending;
  const problem = missing ? t("review.reject.required") : sending.fieldError("reason");
  const submit = async (): Promise<void> => {
    setMissing(reason.trim() === "");
    if (reason.trim() === "") return;
    await sending.submit(reason.trim());
  };
  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={isSending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`} className={styles.label}>
          {t("review.reject.reason")}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {t(hint)}
        </p>
        <textarea
          id={`${id}-reason`}
          className={styles.input}
          rows={4}
          maxLength={1000}
          required
          value={reason}
          aria-invalid={missing ? reason.trim() === "" : problem !== null}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {problem ?? ""}
        </p>
      </div>
      <FormProblem message={sending.failure?.message ?? null} />
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSending}>
          {t("review.reject.cancel")}
        </Button>
        <Button type="submit" variant="danger" isPending={isSending}>
          {t(submitLabel)}
        </Button>
      </div>
    </form>
  );
}
