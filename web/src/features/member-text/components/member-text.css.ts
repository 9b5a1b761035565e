import { style } from "@vanilla-extract/css";
import { stack, textRule } from "../../../theme/layout-rules";
import { vars } from "../../../theme/theme.css";

export const block = style(stack(vars.space.xs));

export const note = style({ margin: 0, ...textRule(vars.fontSize.sm, vars.color.textMuted) });

/** A small text button under the member's words: it must not compete with the card's own actions. */
export const toggle = style({
  alignSelf: "flex-start",
  minHeight: "44px",
  padding: 0,
  border: "none",
  background: "none",
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  cursor: "pointer",
});
