import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

const cardBase = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
});

export const card = styleVariants({
  /** A service with a picture: a coloured card with white text. */
  featured: [
    cardBase,
    {
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
    },
  ],
  /** A service without a picture, shown to members: a smaller card edged with its colour. */
  compact: [
    cardBase,
    {
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
    },
  ],
});

export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  // Shown while the image downloads on a slow connection, so the card does not jump.
  backgroundColor: "rgba(0, 0, 0, 0.2)",
});

export const body = styleVariants({
  featured: { display: "flex", flexDirection: "column", flexGrow: 1, gap: vars.space.sm, padding: vars.space.md },
  compact: { display: "flex", flexDirection: "column", flexGrow: 1, gap: vars.space.xs },
});

export const name = styleVariants({
  featured: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold },
  compact: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text },
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

export const description = styleVariants({
  featured: { flexGrow: 1, fontSize: vars.fontSize.md },
  compact: {
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
    // Smaller cards keep the grid even: long descriptions stop after two lines.
    display: "-webkit-box",
    WebkitLineClamp: 2,
    WebkitBoxOrient: "vertical",
    overflow: "hidden",
  },
});

export const takePart = style({
  alignSelf: "flex-start",
  marginTop: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
});
