import type { ReactNode } from "react";
import {
  Dialog as AriaDialog,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from "react-aria-components";
import { classNames } from "./class-names";
import { popover, popoverDialog } from "./popover.css";

export interface PopoverProps extends Omit<AriaPopoverProps, "className"> {
  readonly className?: string;
}

/** A floating surface anchored to its trigger; closes on Escape and on a tap outside. */
export function Popover({ className, offset = 6, ...props }: PopoverProps) {
  return <AriaPopover {...props} offset={offset} className={classNames(popover, className)} />;
}

export interface PopoverDialogProps {
  /** The accessible name of the panel (for example "Notifications"). */
  readonly label: string;
  readonly children: ReactNode;
  readonly placement?: AriaPopoverProps["placement"];
}

/** A popover holding free content (a panel), opened by a DialogTrigger's button. */
export function PopoverDialog({ label, children, placement = "bottom end" }: PopoverDialogProps) {
  return (
    <Popover placement={placement}>
      <AriaDialog aria-label={label} className={popoverDialog}>
        {children}
      </AriaDialog>
    </Popover>
  );
}
