import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

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
