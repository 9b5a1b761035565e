import { style } from "@vanilla-extract/css";
import { bareList, screenColumn, stack } from "../../../theme/layout-rules";
import { itemBox, pill } from "../../../theme/surface-rules";
import { mq, vars } from "../../../theme/theme.css";

export const page = style(screenColumn("56rem", vars.space.lg));

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  ...bareList(vars.space.md),
  "@media": { [mq("md")]: { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const card = style({ ...stack(vars.space.sm), ...itemBox, height: "100%", boxShadow: vars.shadow.sm });

export const name = style({ margin: 0, fontSize: vars.fontSize.lg });

export const description = style({ margin: 0, flexGrow: 1, color: vars.color.textMuted });

const badge = style({ alignSelf: "flex-start", ...pill(vars.fontSize.sm) });

export const membersOnly = style([badge, { backgroundColor: vars.color.warningSoft, color: vars.color.warning }]);

export const forEveryone = style([badge, { backgroundColor: vars.color.successSoft, color: vars.color.success }]);

export const open = style({ alignSelf: "flex-start" });
