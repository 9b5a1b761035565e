import { style } from "@vanilla-extract/css";
import { progressTrack } from "../../../theme/surface-rules";
import { vars } from "../../../theme/theme.css";

export const bar = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const track = style(progressTrack);

export const fill = style({ height: "100%", backgroundColor: vars.color.success });

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
