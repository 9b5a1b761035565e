import { createLink } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, Ref } from "react";
import { button, type ButtonVariants } from "../theme/button.css";
import { classNames } from "./class-names";
import { linkLook } from "./link.css";

export type LinkLook = "inline" | "plain" | "button";

export interface StyledAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonVariants {
  /** inline: underlined text link; plain: navigation link; button: looks like a Button. */
  readonly look?: LinkLook;
  readonly ref?: Ref<HTMLAnchorElement>;
}

function StyledAnchor({ look = "inline", variant, size, fullWidth, className, ...props }: StyledAnchorProps) {
  const lookClass = look === "button" ? button({ variant, size, fullWidth }) : linkLook[look];
  return <a {...props} className={classNames(lookClass, className)} />;
}

/**
 * A router link with the theme's look: typed `to` and params like TanStack's Link, preloads on
 * intent, and marks the current page with `aria-current="page"` and `data-status="active"`.
 */
export const Link = createLink(StyledAnchor);
