import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxWidth: "28rem",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const explanation = style({ margin: 0, color: vars.color.textMuted });
