import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { button, type ButtonVariants } from "../theme/button.css";
import { classNames } from "./class-names";

export interface ButtonProps extends Omit<AriaButtonProps, "className">, ButtonVariants {
  readonly className?: string;
}

/** A button with the theme's look; presses work with touch, mouse, keyboard and screen readers alike. */
export function Button({ variant, size, fullWidth, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={classNames(button({ variant, size, fullWidth }), className)} />;
}
