import { style } from "@vanilla-extract/css";
import { mq, vars } from "../../../theme/theme.css";

export const hero = style({
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  // The red band under the blue recalls the national flag without an image to download.
  borderBottom: `6px solid ${vars.color.accent}`,
  paddingBlock: vars.space.xl,
  "@media": { [mq("md")]: { paddingBlock: vars.space.xxxl } },
});

export const content = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
});

export const title = style({
  maxWidth: "22ch",
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
});

export const pitch = style({
  maxWidth: "38rem",
  fontSize: vars.fontSize.lg,
});

// The focus ring must stay visible on the blue background.
export const start = style({
  selectors: {
    "&:focus-visible, &[data-focus-visible]": { outlineColor: vars.color.onBrand },
  },
});

/** The member's greeting: the same band as the visitor's welcome, lower since it holds less. */
export const greeting = style([
  hero,
  { paddingBlock: vars.space.lg, "@media": { [mq("md")]: { paddingBlock: vars.space.xl } } },
]);
