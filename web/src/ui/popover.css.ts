import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const popover = style({
  minWidth: "12rem",
  maxWidth: "min(24rem, calc(100vw - 1rem))",
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: "none",
  overflow: "auto",
});

export const popoverDialog = style({ padding: vars.space.md, outline: "none" });
