import { pointsTable } from "@kominote/core/rules/points-table";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import * as styles from "./invitations.css";

/** 'Envetasyon voye!': shown after an e-mail or phone invitation left. */
export function InvitationSentDialog({ isOpen, onClose }: { readonly isOpen: boolean; readonly onClose: () => void }) {
  const { t } = useLanguage();
  return (
    <Dialog title={t("invitations.sent.title")} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <div className={styles.dialogBody}>
        <p className={styles.muted}>{t("invitations.sent.message", { points: pointsTable.invitationAccepted.points })}</p>
        <Button variant="primary" onPress={onClose}>
          {t("invitations.sent.again")}
        </Button>
      </div>
    </Dialog>
  );
}
