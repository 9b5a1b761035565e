import { style } from "@vanilla-extract/css";
import { stack } from "../../../theme/layout-rules";
import { vars } from "../../../theme/theme.css";

export const band = style({
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const content = style({ ...stack(vars.space.md, "center"), textAlign: "center" });

export const text = style({
  maxWidth: "36rem",
  color: vars.color.textMuted,
});

export const signIn = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: vars.space.xs,
});

/** A button that reads as a link: it opens the sign-in dialog rather than going to a page. */
export const linkButton = style({
  minHeight: "44px",
  padding: `0 ${vars.space.xs}`,
  border: "none",
  background: "none",
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  cursor: "pointer",
});
