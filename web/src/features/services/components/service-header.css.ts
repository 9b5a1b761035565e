import { style } from "@vanilla-extract/css";
import { bareRow } from "../../../theme/layout-rules";
import { contentMaxWidth, mq, vars } from "../../../theme/theme.css";

export const header = style({
  color: "#FFFFFF",
  paddingBlock: vars.space.xl,
  "@media": { [mq("md")]: { paddingBlock: vars.space.xxl } },
});

export const content = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: "100%",
  maxWidth: contentMaxWidth,
  margin: "0 auto",
  paddingInline: vars.space.md,
  "@media": { [mq("md")]: { paddingInline: vars.space.lg } },
});

export const name = style({ margin: 0, fontSize: vars.fontSize.xxxl, fontWeight: vars.fontWeight.bold });

export const description = style({ maxWidth: "42rem", fontSize: vars.fontSize.lg });

export const counts = style({ ...bareRow(vars.space.xs), fontWeight: vars.fontWeight.medium });

// Darkening the background under the chips only raises the white text's contrast.
export const count = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: "rgba(0, 0, 0, 0.22)",
});
