import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const message = style({ margin: 0, padding: vars.space.lg, textAlign: "center", color: vars.color.textMuted });

export const problem = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSoft,
});
