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
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  cursor: "pointer",
  borderBottom: "3px solid transparent",
  outline: "none",
  // The states read the ARIA attributes the tabs carry anyway, the same on the server's page.
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: "not-allowed" },
  },
  // Only a pointer that hovers shows it: a phone's tap would leave the colour stuck on.
  "@media": {
    [mq("sm")]: { padding: `${vars.space.sm} ${vars.space.md}` },
    "(hover: hover)": {
      selectors: { '&:hover:not([aria-selected="true"]):not([aria-disabled="true"])': { color: vars.color.text } },
    },
  },
});

/** The panel takes the keyboard's focus (tabIndex 0), so it shows the same ring as any control. */
export const tabPanel = style({
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
