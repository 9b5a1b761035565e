import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const notice = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md });

export const text = style({ margin: 0 });
