import { style } from "@vanilla-extract/css";
import { mq, vars } from "../../../theme/theme.css";

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "none",
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.brandSoft },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

// On phones the avatar alone stands for the member; the name shows from the "sm" breakpoint.
export const triggerName = style({
  display: "none",
  maxWidth: "12rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: vars.fontWeight.medium,
  "@media": { [mq("sm")]: { display: "inline" } },
});

export const avatar = style({
  display: "inline-flex",
  flexShrink: 0,
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  overflow: "hidden",
  borderRadius: "50%",
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const avatarImage = style({ width: "100%", height: "100%", objectFit: "cover" });

export const identity = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
});

export const identityName = style({ fontWeight: vars.fontWeight.bold });

export const identityEmail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });
