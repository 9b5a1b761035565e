import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const member = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
});

export const text = style({ display: "flex", flexDirection: "column" });

export const name = style({ fontWeight: vars.fontWeight.bold });

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
