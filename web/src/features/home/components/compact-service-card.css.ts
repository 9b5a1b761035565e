import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  height: "100%",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeftWidth: "6px",
  borderLeftStyle: "solid",
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  selectors: {
    "&:hover": { boxShadow: vars.shadow.md },
    "&:focus-within": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const cardButton = style({
  all: "unset",
  cursor: "pointer",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
  },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  // Smaller cards keep the grid even: long descriptions stop after two lines.
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});
