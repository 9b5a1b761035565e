import { style } from "@vanilla-extract/css";
import { contentMaxWidth, mq, vars } from "../theme/theme.css";

/**
 * A screen's column, title and introduction, as a service's page and the ideas screens draw them,
 * with the service page's community line and status row.
 */
export const body = style({
  width: "100%",
  maxWidth: contentMaxWidth,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  "@media": { [mq("md")]: { paddingInline: vars.space.lg } },
});

export const community = style({ margin: 0, padding: vars.space.lg, fontSize: vars.fontSize.lg, textAlign: "center" });

export const status = style({ display: "flex", justifyContent: "center", padding: vars.space.xl });

export const page = style([body, { display: "flex", flexDirection: "column", gap: vars.space.md }]);

export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, maxWidth: "40rem", color: vars.color.textMuted });
