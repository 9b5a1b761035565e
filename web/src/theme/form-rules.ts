import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/**
 * The pieces of a form's fields, as rules the screens compose (`style({ ...textBox, minHeight: "44px" })`),
 * so a field, its hint and its problem look the same in every form. Each form keeps its own class names.
 */

/** The box of a text input or text area; its border turns red while the field is invalid. */
export const textBox: StyleRule = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
};

/** A field's problem, under it; the line is kept while empty so the form does not jump. */
export const fieldError: StyleRule = {
  margin: 0,
  minHeight: "1.25rem",
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
};

/** A field's label. */
export const fieldLabel: StyleRule = { fontWeight: vars.fontWeight.medium };
