import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { button, type ButtonVariants } from "../theme/button.css";
import { classNames } from "./class-names";

export interface ButtonProps extends Omit<AriaButtonProps, "className">, ButtonVariants {
  readonly className?: string;
}

/**
 * A button with the theme's look; presses work with touch, mouse, keyboard and screen readers alike.
 * While pending it is only disabled: react-aria's own pending state announces through a live region
 * tied to the button, and a button that leaves the screen when its work is done (a step that moves
 * on) leaves that announcement pointing at nothing. Screens say what is happening in the label.
 */
export function Button({ variant, size, fullWidth, className, isPending, isDisabled, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isDisabled={isDisabled === true || isPending === true}
      className={classNames(button({ variant, size, fullWidth }), className)}
    />
  );
}
