import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const select = style({
  minHeight: "44px",
  padding: `0 ${vars.space.lg} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
});
