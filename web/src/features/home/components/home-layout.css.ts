import { style } from "@vanilla-extract/css";
import { contentMaxWidth, mq, vars } from "../../../theme/theme.css";

/** Sections span the width; their content is centred and padded like the rest of the site. */
export const container = style({
  width: "100%",
  maxWidth: contentMaxWidth,
  margin: "0 auto",
  paddingInline: vars.space.md,
  "@media": { [mq("md")]: { paddingInline: vars.space.lg } },
});

export const section = style({
  paddingBlock: vars.space.xl,
  "@media": { [mq("md")]: { paddingBlock: vars.space.xxl } },
});

export const sectionHeader = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  marginBottom: vars.space.lg,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
});

export const sectionIntro = style({
  maxWidth: "40rem",
  color: vars.color.textMuted,
});
