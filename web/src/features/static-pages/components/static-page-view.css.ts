import { globalStyle, style } from "@vanilla-extract/css";
import { mq, vars } from "../../../theme/theme.css";

export const page = style({
  // About 70 characters a line: long legal texts stay comfortable to read.
  maxWidth: "68ch",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  "@media": { [mq("md")]: { paddingTop: vars.space.xxl } },
});

export const header = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  marginBottom: vars.space.lg,
  borderBottom: `4px solid ${vars.color.accent}`,
});

export const title = style({
  fontSize: vars.fontSize.xxxl,
  color: vars.color.brand,
});

export const description = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const lastUpdated = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
});

globalStyle(`${list} > li::marker`, { color: vars.color.brand });
