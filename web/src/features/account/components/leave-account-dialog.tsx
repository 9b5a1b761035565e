import type { DeletionCodeSent } from "@kominote/core/schemas/own-data";
import { useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { CodeField } from "../../auth";
import * as styles from "./account.css";

export interface LeaveAccountDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** Sends the code to the member's own e-mail or phone; rejects with an ApiError when refused. */
  readonly sendCode: () => Promise<DeletionCodeSent>;
  /** Deletes the account with the code; rejects with an ApiError (a wrong code on `fields.code`). */
  readonly deleteAccount: (code: string) => Promise<void>;
  /** The account is gone: the page signs out and goes home. */
  readonly onDeleted: () => void;
  /** Where a code was already sent: the dialog opens on the code (stories). */
  readonly initialSent?: DeletionCodeSent | null;
}

/**
 * Leaving Kominote (decision 0020): first what goes and what stays under "former member", then a
 * code sent to the member's own contact, typed (or filled from the message) to confirm. An
 * alertdialog: a tap beside it does not close it halfway through a decision that cannot be undone.
 */
export function LeaveAccountDialog({ isOpen, onClose, sendCode, deleteAccount, onDeleted, initialSent = null }: LeaveAccountDialogProps) {
  const { t } = useLanguage();
  const [sent, setSent] = useState<DeletionCodeSent | null>(initialSent);
  const [code, setCode] = useState("");
  // The server's words: on the code field when they are about the code, above the buttons otherwise.
  const failed = t("account.deletion.failed");
  const sending = useSubmitForm({ send: sendCode, fallbackMessage: failed, fields: ["code"] });
  const deleting = useSubmitForm({ send: deleteAccount, fallbackMessage: failed, fields: ["code"] });
  const busy = sending.isPending ? "sending" : deleting.isPending ? "deleting" : null;
  // Only the last attempt's problem shows: each send forgets the other's.
  const failure = sending.failure ?? deleting.failure;
  const codeError = failure?.fields.code ?? null;
  const refusal = failure?.message ?? null;

  const send = async (): Promise<void> => {
    deleting.reset();
    const answer = await sending.submit(undefined);
    if (!answer.ok) return;
    setSent(answer.value);
    setCode("");
  };

  const confirm = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy !== null) return;
    sending.reset();
    if ((await deleting.submit(code)).ok) onDeleted();
  };

  const close = (): void => {
    setSent(initialSent);
    setCode("");
    sending.reset();
    deleting.reset();
    onClose();
  };

  return (
    <Dialog
      title={t("account.deletion.dialogTitle")}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <form className={styles.dialogForm} aria-busy={busy !== null} onSubmit={(event) => void confirm(event)} noValidate>
        <h3 className={styles.fieldLabel}>{t("account.deletion.removedTitle")}</h3>
        <p className={styles.fieldValue}>{t("account.deletion.removed")}</p>
        <h3 className={styles.fieldLabel}>{t("account.deletion.keptTitle")}</h3>
        <p className={styles.fieldValue}>{t("account.deletion.kept")}</p>
        {sent === null ? null : (
          <>
            <p role="status" className={styles.fieldValue}>
              {t("account.deletion.codeSentTo", { contact: sent.contact })}
            </p>
            <CodeField
              code={code}
              error={codeError}
              onCodeChange={(next) => {
                setCode(next);
                sending.clearField("code");
                deleting.clearField("code");
              }}
            />
          </>
        )}
        <div role="alert">{refusal === null ? null : <p className={styles.error}>{refusal}</p>}</div>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={close} isDisabled={busy === "deleting"}>
            {t("account.cancel")}
          </Button>
          {sent === null ? (
            <Button variant="danger" isPending={busy === "sending"} onPress={() => void send()}>
              {busy === "sending" ? t("account.deletion.sending") : t("account.deletion.sendCode")}
            </Button>
          ) : (
            <>
              <Button variant="ghost" isPending={busy === "sending"} isDisabled={busy === "deleting"} onPress={() => void send()}>
                {busy === "sending" ? t("account.deletion.sending") : t("account.deletion.resend")}
              </Button>
              <Button type="submit" variant="danger" isPending={busy === "deleting"}>
                {busy === "deleting" ? t("account.deletion.deleting") : t("account.deletion.confirm")}
              </Button>
            </>
          )}
        </div>
      </form>
    </Dialog>
  );
}
