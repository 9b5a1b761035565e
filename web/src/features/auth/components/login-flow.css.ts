import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const methods = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, border: 0, padding: 0, margin: 0 });

export const methodLabel = style({ fontWeight: vars.fontWeight.bold });

export const methodOptions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const method = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  cursor: "pointer",
  selectors: {
    "&[data-selected]": { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft, fontWeight: vars.fontWeight.bold },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const input = style({
  minHeight: "44px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: "2px" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
});

export const codeInput = style([
  input,
  { fontFamily: vars.font.mono, fontSize: vars.fontSize.xl, letterSpacing: "0.4em", textAlign: "center" },
]);

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerStrong,
  selectors: { "&:empty": { display: "none" } },
});

export const status = style({ margin: 0, color: vars.color.textMuted });

export const links = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space.sm });

export const textButton = style({
  minHeight: "44px",
  padding: 0,
  border: 0,
  background: "none",
  color: vars.color.link,
  textDecoration: "underline",
  cursor: "pointer",
  font: "inherit",
  selectors: { "&[data-disabled]": { color: vars.color.textMuted, textDecoration: "none", cursor: "not-allowed" } },
});

export const switchLine = style({ margin: 0, textAlign: "center" });
