import { style } from "@vanilla-extract/css";
import { screenColumn } from "../../../theme/layout-rules";
import { vars } from "../../../theme/theme.css";

export const page = style(screenColumn("36rem", vars.space.lg));

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const card = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  textAlign: "center",
});

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space.sm });

export const errorText = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
