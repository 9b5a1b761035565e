import { globalStyle, style } from "@vanilla-extract/css";
import { centredColumn, stack, textRule } from "../../../theme/layout-rules";
import { mq, vars } from "../../../theme/theme.css";

export const page = style({
  // About 70 characters a line: long legal texts stay comfortable to read.
  ...centredColumn("68ch"),
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  "@media": { [mq("md")]: { paddingTop: vars.space.xxl } },
});

export const header = style({
  ...stack(vars.space.sm),
  paddingBottom: vars.space.lg,
  marginBottom: vars.space.lg,
  borderBottom: `4px solid ${vars.color.accent}`,
});

export const title = style(textRule(vars.fontSize.xxxl, vars.color.brand));

export const description = style(textRule(vars.fontSize.lg, vars.color.text));

export const lastUpdated = style(textRule(vars.fontSize.sm, vars.color.textMuted));

export const section = style({ ...stack(vars.space.sm), marginTop: vars.space.xl });

export const heading = style(textRule(vars.fontSize.xl, vars.color.text));

export const list = style({ ...stack(vars.space.xs), margin: 0, paddingLeft: vars.space.lg });

globalStyle(`${list} > li::marker`, { color: vars.color.brand });
