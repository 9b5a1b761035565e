import { style } from "@vanilla-extract/css";
import { contentMaxWidth, mq, vars } from "../theme/theme.css";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBottom: `3px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.sm,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  maxWidth: contentMaxWidth,
  minHeight: "56px",
  margin: "0 auto",
  padding: `${vars.space.xs} ${vars.space.md}`,
});

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: "none",
  ":hover": { textDecoration: "none" },
});

// The link row shows from the "md" breakpoint; below it the drawer button takes its place.
export const desktopNav = style({
  display: "none",
  marginInlineStart: vars.space.lg,
  "@media": { [mq("md")]: { display: "block" } },
});

export const navList = style({
  display: "flex",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-status="active"]': { color: vars.color.brand, boxShadow: `inset 0 -3px 0 ${vars.color.brand}` },
  },
});

export const actions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginInlineStart: "auto",
});

export const menuButton = style({
  minWidth: "44px",
  padding: 0,
  "@media": { [mq("md")]: { display: "none" } },
});

export const switcherWide = style({
  display: "none",
  "@media": { [mq("sm")]: { display: "block" } },
});
