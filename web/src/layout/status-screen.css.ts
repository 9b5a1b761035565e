import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const screen = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  maxWidth: "36rem",
  margin: "0 auto",
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: "center",
});

export const title = style({ fontSize: vars.fontSize.xxl });

export const body = style({ color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space.sm });
