import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  color: "#FFFFFF",
  boxShadow: vars.shadow.md,
  transition: `transform ${vars.duration.normal}, box-shadow ${vars.duration.normal}`,
  selectors: {
    "&:hover": { transform: "translateY(-2px)", boxShadow: vars.shadow.lg },
    // The whole card is the button's target, so the focus ring goes around the whole card.
    "&:focus-within": { outline: "3px solid #FFFFFF", boxShadow: `0 0 0 6px ${vars.color.focus}` },
  },
});

export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  // Shown while the image downloads on a slow connection, so the card does not jump.
  backgroundColor: "rgba(0, 0, 0, 0.2)",
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  flexGrow: 1,
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const name = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

/** The name's button covers the whole card, so a tap anywhere on it opens the service. */
export const cardButton = style({
  all: "unset",
  cursor: "pointer",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
  },
});

export const description = style({
  flexGrow: 1,
  fontSize: vars.fontSize.md,
});

export const takePart = style({
  alignSelf: "flex-start",
  marginTop: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
});
