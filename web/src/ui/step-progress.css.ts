import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const progress = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const progressText = style({
  display: "flex",
  justifyContent: "space-between",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const progressTrack = style({
  height: "8px",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border,
  overflow: "hidden",
});

export const progressFill = style({
  height: "100%",
  backgroundColor: vars.color.brand,
  transition: `width ${vars.duration.normal}`,
});
