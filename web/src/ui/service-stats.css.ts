import { style, styleVariants } from "@vanilla-extract/css";
import { bareRow } from "../theme/layout-rules";
import { vars } from "../theme/theme.css";

const list = style({ ...bareRow(vars.space.xs), fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const stats = styleVariants({
  onColor: [list, { color: "#FFFFFF" }],
  onSurface: [list, { color: vars.color.textMuted }],
});

const chip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
});

// On a coloured card the chips darken the background, which only raises the text's contrast.
export const item = styleVariants({
  onColor: [chip, { backgroundColor: "rgba(0, 0, 0, 0.22)" }],
  onSurface: [chip, { backgroundColor: vars.color.surfaceMuted }],
});
