import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.surface,
});

export const modal = style({ width: "100%", height: "100%", overflowY: "auto", outline: "none" });

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  minHeight: "100%",
  padding: vars.space.lg,
  outline: "none",
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  width: "100%",
  maxWidth: "36rem",
  margin: "0 auto",
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
