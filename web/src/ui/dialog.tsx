import type { ReactNode } from "react";
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useLanguage } from "../i18n/language-provider";
import { Button } from "./button";
import { CloseIcon } from "./close-icon";
import * as styles from "./dialog.css";

export interface DialogProps {
  /** The dialog's heading, also its accessible name. */
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Controlled opening; leave both out when the dialog sits inside a DialogTrigger. */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  /** center: a card (a bottom sheet on phones); side: a drawer along the left edge. */
  readonly placement?: "center" | "side";
  /** alertdialog for a decision that must be answered: then a tap outside does not close it. */
  readonly role?: "dialog" | "alertdialog";
}

/**
 * A modal dialog: focus moves in and is kept inside while open, Escape and a tap outside close it,
 * and focus returns to what opened it. The close button is named in the interface language.
 */
export function Dialog({ title, children, isOpen, onOpenChange, placement = "center", role = "dialog" }: DialogProps) {
  const { t } = useLanguage();
  const controlled = isOpen === undefined ? {} : { isOpen };
  const onChange = onOpenChange === undefined ? {} : { onOpenChange };
  return (
    <ModalOverlay
      {...controlled}
      {...onChange}
      isDismissable={role === "dialog"}
      className={`${styles.overlay} ${styles.overlayPlacement[placement]}`}
    >
      <Modal className={styles.modalPlacement[placement]}>
        <AriaDialog role={role} className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button slot="close" variant="ghost" className={styles.closeButton} aria-label={t("shell.dialog.close")}>
              <CloseIcon />
            </Button>
          </div>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export { DialogTrigger } from "react-aria-components";
