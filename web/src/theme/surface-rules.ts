import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/**
 * The boxes screens set their content in, as rules to compose like layout-rules.ts
 * (`style({ ...panel, ...stack(vars.space.sm) })`), so each kind of box looks the same on every screen.
 */

/** A raised box with the theme's border: cards, list items, forms set apart. */
export const panel: StyleRule = {
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
};

/** A plainer raised box for one item of a list (a forum, an idea, a contribution); cards add a shadow. */
export const itemBox: StyleRule = {
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
};

/** A box that asks for the reader's attention, its message above its way out; each gives its colours. */
export const callout: StyleRule = {
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
};

/** Something could not be done or loaded: a red-edged callout. */
export const problemBox: StyleRule = {
  ...callout,
  borderLeft: `4px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSoft,
};

/** The groove of a thin progress bar; its fill goes inside at `height: 100%`. */
export const progressTrack: StyleRule = {
  height: "0.5rem",
  overflow: "hidden",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
};

/** A short bold label in a rounded capsule: a status, a kind; each gives its own colours. */
export const pill = (fontSize: string): StyleRule => ({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize,
  fontWeight: vars.fontWeight.bold,
});
