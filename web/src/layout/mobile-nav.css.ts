import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "flex",
  alignItems: "center",
  minHeight: "48px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  selectors: {
    '&[data-status="active"]': { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
  },
});

export const footer = style({
  marginTop: "auto",
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
