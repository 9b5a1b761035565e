import { style } from "@vanilla-extract/css";

/**
 * Shown only where a physical keyboard is likely: a fine pointer that can hover (a mouse or a
 * trackpad). A phone or a tablet without one never shows (nor reads out) a key combination.
 */
export const keyboardOnly = style({
  display: "none",
  "@media": { "(hover: hover) and (pointer: fine)": { display: "inline" } },
});
