import type { ReactNode } from "react";
import type { DevicePosition } from "../lib/locate-device";
import { Dialog } from "./dialog";

/** What a dialog adding or correcting a member's place takes (safe places, connection points). */
export interface PlaceDialogProps<Values, Body> {
  /** "add" for a new place; "edit" for one's own, opened with its values. */
  readonly mode: "add" | "edit";
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** Sends the place; resolves once stored (the dialog then closes), rejects when it did not go through. */
  readonly onSave: (request: Body) => Promise<unknown>;
  readonly initialValues?: Values;
  /** For stories: the error a send already failed with, and where 'use my position' finds the device. */
  readonly initialError?: unknown;
  readonly locate?: () => Promise<DevicePosition>;
}

/** The dialog around such a form: closing it (Escape, a tap outside, the close button) is the form's cancel. */
export function PlaceDialog({ title, isOpen, onClose, children }: { readonly title: string; readonly isOpen: boolean; readonly onClose: () => void; readonly children: ReactNode }) {
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {children}
    </Dialog>
  );
}
