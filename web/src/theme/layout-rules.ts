import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "./theme.css";

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

/** A small muted line under a field or an item: a hint, a date. */
export const smallMuted: StyleRule = { margin: 0, ...textRule(vars.fontSize.sm, vars.color.textMuted) };

/** A screen's own column: centred, `maxWidth` wide at most, its sections `gap` apart, clear of the edges. */
export const screenColumn = (maxWidth: string, gap: string): StyleRule => ({
  ...stack(gap),
  ...centredColumn(maxWidth),
  padding: `${vars.space.xl} ${vars.space.md}`,
});

/** A list without bullets or indent whose items stand `gap` apart: cards, rows to act on. */
export const bareList = (gap: string): StyleRule => ({ ...stack(gap), margin: 0, padding: 0, listStyle: "none" });

/** The same list laid out in a row that wraps: chips, counts. */
export const bareRow = (gap: string): StyleRule => ({ display: "flex", flexWrap: "wrap", gap, margin: 0, padding: 0, listStyle: "none" });
