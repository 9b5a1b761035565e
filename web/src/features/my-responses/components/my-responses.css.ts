import { style } from "@vanilla-extract/css";

/** Long posts show their first three lines; the forum holds the rest. */
export const clamped = style({
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 3,
  overflow: "hidden",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});
