import { style } from "@vanilla-extract/css";
import { mq, vars } from "../../../theme/theme.css";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [mq("sm")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mq("lg")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  height: "100%",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeftWidth: "6px",
  borderLeftStyle: "solid",
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.lg });

export const description = style({ flexGrow: 1, margin: 0, color: vars.color.textMuted });
