import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "36rem",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const card = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  textAlign: "center",
});

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space.sm });

export const errorText = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
