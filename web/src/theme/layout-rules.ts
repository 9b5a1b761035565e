import type { StyleRule } from "@vanilla-extract/css";

/**
 * Style pieces the screens' `.css.ts` files compose (`style({ ...stack(vars.space.sm), marginTop: ... })`),
 * so a layout written once reads the same everywhere. They are plain rules, not classes: each screen
 * keeps its own class names.
 */

/** Children one under the other, `gap` apart: sections, headers, lists. */
export const stack = (gap: string, alignItems?: "center"): StyleRule => ({
  display: "flex",
  flexDirection: "column",
  ...(alignItems === undefined ? {} : { alignItems }),
  gap,
});

/** A column at most `maxWidth` wide, centred in the page. */
export const centredColumn = (maxWidth: string): StyleRule => ({ maxWidth, margin: "0 auto" });

/** A run of text at one size and colour: titles, intros, captions. */
export const textRule = (fontSize: string, color: string): StyleRule => ({ fontSize, color });
