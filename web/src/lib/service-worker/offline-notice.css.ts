import { style } from "@vanilla-extract/css";
import { callout } from "../../theme/surface-rules";
import { vars } from "../../theme/theme.css";

export const notice = style({
  ...callout,
  margin: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.warning}`,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.text,
});

export const text = style({ margin: 0 });

export const savedAt = style({ margin: 0, fontSize: vars.fontSize.sm });
