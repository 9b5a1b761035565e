import { hashKey, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { showToast } from "../../../ui/toast-queue";
import { currentUserQueryKey } from "../../auth/queries";
import { deleteOwnAccount, sendDeletionCode } from "../api/delete-own-account";
import { AccountCard } from "./account-card";
import { LeaveAccountDialog, type LeaveAccountDialogProps } from "./leave-account-dialog";

export type AccountDeletionProps = Partial<Pick<LeaveAccountDialogProps, "sendCode" | "deleteAccount" | "onDeleted">>;

/**
 * The account screen's "Leave Kominote" card. Once the account is gone the server has ended every
 * session and cleared the cookie; the page forgets what it knew of the member, goes home and says so.
 */
export function AccountDeletion({ sendCode = sendDeletionCode, deleteAccount = deleteOwnAccount, onDeleted }: AccountDeletionProps) {
  const { t } = useLanguage();
  const [isOpen, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const router = useRouter();
  const signedOutHome = async (): Promise<void> => {
    showToast({ title: t("account.deletion.done"), tone: "success" });
    // Home first, so no member screen still on the page sees the member go and asks to sign in;
    // then the page is signed out, and nothing read for the member is kept.
    await router.navigate({ to: "/" });
    queryClient.setQueryData(currentUserQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(currentUserQueryKey) });
  };
  return (
    <AccountCard id="leave-account-title" title={t("account.deletion.title")} text={t("account.deletion.text")}>
      <div>
        <Button variant="danger" onPress={() => setOpen(true)}>
          {t("account.deletion.open")}
        </Button>
      </div>
      <LeaveAccountDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        sendCode={sendCode}
        deleteAccount={deleteAccount}
        onDeleted={onDeleted ?? (() => void signedOutHome())}
      />
    </AccountCard>
  );
}
