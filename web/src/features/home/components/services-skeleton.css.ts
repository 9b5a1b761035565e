import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

const pulse = keyframes({
  "0%": { opacity: 1 },
  "50%": { opacity: 0.55 },
  "100%": { opacity: 1 },
});

export const block = style({
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.border,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  minHeight: "18rem",
});
