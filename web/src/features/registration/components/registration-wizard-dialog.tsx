import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useLanguage } from "../../../i18n/language-provider";
import { openLoginModal } from "../../../layout/login-dialog-state";
import { Button } from "../../../ui/button";
import { CloseIcon } from "../../../ui/close-icon";
import { RegistrationFlow } from "./registration-flow";
import * as styles from "./registration-wizard-dialog.css";

export interface RegistrationWizardDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/**
 * The registration wizard over the whole screen (a phone's screen is small enough as it is).
 * Escape and the close button close it; the draft stays, so reopening resumes where the member was.
 */
export function RegistrationWizardDialog({ isOpen, onOpenChange }: RegistrationWizardDialogProps) {
  const { t } = useLanguage();
  const close = (): void => onOpenChange(false);
  const switchToSignIn = (): void => {
    close();
    openLoginModal();
  };
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {t("registration.title")}
            </Heading>
            <Button slot="close" variant="ghost" aria-label={t("shell.dialog.close")}>
              <CloseIcon />
            </Button>
          </div>
          <RegistrationFlow onSignIn={switchToSignIn} onDone={close} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
