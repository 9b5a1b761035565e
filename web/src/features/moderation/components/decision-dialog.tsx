import type { ReactNode } from "react";
import { Dialog } from "../../../ui/dialog";

export interface DecisionDialogProps {
  /** The dialog's title; null closes the dialog. */
  readonly title: string | null;
  readonly onCancel: () => void;
  /** The decision's form, mounted afresh each time the dialog opens. */
  readonly children: ReactNode;
}

/** A moderator's decision asked in a dialog: open while it has a title, and closing it cancels. */
export function DecisionDialog({ title, onCancel, children }: DecisionDialogProps) {
  return (
    <Dialog
      title={title ?? ""}
      isOpen={title !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      {title === null ? null : children}
    </Dialog>
  );
}
