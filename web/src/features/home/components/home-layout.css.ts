import { style } from "@vanilla-extract/css";
import { centredColumn, stack, textRule } from "../../../theme/layout-rules";
import { contentMaxWidth, mq, vars } from "../../../theme/theme.css";

/** Sections span the width; their content is centred and padded like the rest of the site. */
export const container = style({
  width: "100%",
  ...centredColumn(contentMaxWidth),
  paddingInline: vars.space.md,
  "@media": { [mq("md")]: { paddingInline: vars.space.lg } },
});

export const section = style({
  paddingBlock: vars.space.xl,
  "@media": { [mq("md")]: { paddingBlock: vars.space.xxl } },
});

export const sectionHeader = style({ ...stack(vars.space.xs), marginBottom: vars.space.lg });

export const sectionTitle = style(textRule(vars.fontSize.xxl, vars.color.text));

export const sectionIntro = style({
  maxWidth: "40rem",
  color: vars.color.textMuted,
});
