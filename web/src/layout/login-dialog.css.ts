import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const explanation = style({ color: vars.color.textMuted });

export const legal = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginTop: "auto",
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const legalList = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const legalLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  color: vars.color.link,
});
