import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

// Off screen until focused: the first Tab on any page offers to jump past the navigation.
export const skipLink = style({
  position: "absolute",
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "translateY(0)" } },
});
