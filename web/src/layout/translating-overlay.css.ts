import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.md,
  backgroundColor: "rgba(255, 255, 255, 0.75)",
});

export const card = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  fontWeight: vars.fontWeight.medium,
});
