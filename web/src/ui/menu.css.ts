import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const menu = style({ padding: vars.space.xs, outline: "none", margin: 0 });

export const menuItem = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
    "&[data-disabled]": { opacity: 0.55, cursor: "not-allowed" },
    "&[data-selected]": { fontWeight: vars.fontWeight.bold },
  },
});
