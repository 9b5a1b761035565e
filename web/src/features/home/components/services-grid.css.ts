import { style } from "@vanilla-extract/css";
import { centredColumn, stack } from "../../../theme/layout-rules";
import { mq, vars } from "../../../theme/theme.css";

const list = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

// Mobile first: one column on small phones, two on tablets, three on wide screens.
export const featured = style([
  list,
  {
    gridTemplateColumns: "minmax(0, 1fr)",
    "@media": {
      [mq("md")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.lg },
      [mq("lg")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    },
  },
]);

export const compact = style([
  list,
  {
    gridTemplateColumns: "minmax(0, 1fr)",
    "@media": {
      [mq("sm")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      [mq("lg")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    },
  },
]);

export const more = style({ ...stack(vars.space.md, "center"), marginTop: vars.space.lg });

export const toggle = style({
  textAlign: "center",
  maxWidth: "100%",
  whiteSpace: "normal",
});

export const hiddenArea = style({
  width: "100%",
});

export const membersOnly = style({
  ...stack(vars.space.sm, "center"),
  ...centredColumn("36rem"),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
  textAlign: "center",
});

export const empty = style({
  color: vars.color.textMuted,
});
