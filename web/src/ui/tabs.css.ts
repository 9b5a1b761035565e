import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const tabs = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const tabList = style({
  display: "flex",
  gap: vars.space.xs,
  overflowX: "auto",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
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
