import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const bar = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const track = style({
  height: "0.5rem",
  overflow: "hidden",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const fill = style({ height: "100%", backgroundColor: vars.color.success });

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
