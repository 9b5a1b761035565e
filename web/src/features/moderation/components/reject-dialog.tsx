import type { ReviewItem } from "@kominote/core/schemas/moderation";
import { useId, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import * as styles from "./moderation.css";

export interface RejectDialogProps {
  /** The submission being rejected; null closes the dialog. */
  readonly item: Pick<ReviewItem, "title"> | null;
  readonly onCancel: () => void;
  /** Sends the rejection; resolves once recorded, rejects when it did not go through. */
  readonly onReject: (reason: string) => Promise<void>;
  /** What the member typed, for stories. */
  readonly initialReason?: string;
}

/** Asks why before rejecting: the reason is required, and its author will read it. */
export function RejectDialog({ item, onCancel, onReject, initialReason = "" }: RejectDialogProps) {
  const { t } = useLanguage();
  return (
    <Dialog
      title={item === null ? "" : t("review.reject.title", { title: item.title })}
      isOpen={item !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      {item === null ? null : <RejectForm onCancel={onCancel} onReject={onReject} initialReason={initialReason} />}
    </Dialog>
  );
}

function RejectForm({ onCancel, onReject, initialReason }: Omit<RejectDialogProps, "item"> & { readonly initialReason: string }) {
  const { t } = useLanguage();
  const id = useId();
  const [reason, setReason] = useState(initialReason);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const submit = async (): Promise<void> => {
    if (reason.trim() === "") {
      setProblem(t("review.reject.required"));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await onReject(reason.trim());
    } catch {
      setProblem(t("review.queue.failed"));
      setSending(false);
    }
  };
  return (
    <form
      className={styles.form}
      noValidate
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
          {t("review.reject.hint")}
        </p>
        <textarea
          id={`${id}-reason`}
          className={styles.input}
          rows={4}
          maxLength={1000}
          required
          value={reason}
          aria-invalid={problem !== null && reason.trim() === ""}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {problem ?? ""}
        </p>
      </div>
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSending}>
          {t("review.reject.cancel")}
        </Button>
        <Button type="submit" variant="danger" isPending={isSending}>
          {t("review.reject.submit")}
        </Button>
      </div>
    </form>
  );
}
