import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const box = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.text,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
});
