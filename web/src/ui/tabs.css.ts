import { style } from "@vanilla-extract/css";
import { mq } from "../theme/breakpoints";
import { vars } from "../theme/theme.css";

export const tabs = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

/**
 * The tabs wrap onto a second row rather than scroll: a phone shows no scrollbar, so a tab past the
 * edge (a service's fourth, 'Kominote', at 360px) was cut off with nothing saying more was there.
 */
export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  minHeight: "44px",
  // Narrow screens keep the side padding small, so a service's four tabs fit on one row at 360px.
  padding: `${vars.space.sm} ${vars.space.sm}`,
  "@media": { [mq("sm")]: { padding: `${vars.space.sm} ${vars.space.md}` } },
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  cursor: "pointer",
  borderBottom: "3px solid transparent",
  outline: "none",
  selectors: {
    "&[data-hovered]": { color: vars.color.text },
    "&[data-selected]": { color: vars.color.brand, borderBottomColor: vars.color.brand },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
    "&[data-disabled]": { opacity: 0.55, cursor: "not-allowed" },
  },
});

export const tabPanel = style({ outline: "none" });
