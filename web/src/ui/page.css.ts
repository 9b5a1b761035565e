import { style } from "@vanilla-extract/css";
import { contentMaxWidth, mq, vars } from "../theme/theme.css";

/** The column a screen's content sits in, as wide as the header's content. */
export const body = style({
  width: "100%",
  maxWidth: contentMaxWidth,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  "@media": { [mq("md")]: { paddingInline: vars.space.lg } },
});

/** A screen with a title and an introduction above its content (choosing a service, the ideas). */
export const page = style([body, { display: "flex", flexDirection: "column", gap: vars.space.md }]);

export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, maxWidth: "40rem", color: vars.color.textMuted });
