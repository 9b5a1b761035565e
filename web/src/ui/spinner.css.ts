import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

const turn = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.brand,
});

export const ring = style({
  width: "1.5em",
  height: "1.5em",
  animation: `${turn} 0.8s linear infinite`,
});
