import { style } from "@vanilla-extract/css";
import { contentMaxWidth, vars } from "../../../theme/theme.css";

/* In the page's flow just above the footer: nothing of the page is ever hidden under it. */
export const bar = style({
  backgroundColor: vars.color.surfaceRaised,
  borderTop: `2px solid ${vars.color.brand}`,
  boxShadow: "0 -2px 8px rgba(0, 0, 0, 0.12)",
});

export const inner = style({ maxWidth: contentMaxWidth, margin: "0 auto", padding: `${vars.space.xs} ${vars.space.md}` });

export const summary = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, margin: 0 });

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.successSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const clock = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const progress = style({ flex: "1 1 8rem", minWidth: "6rem", height: "0.5rem", accentColor: vars.color.brand });

export const toggle = style({
  marginInlineStart: "auto",
  minHeight: "2.75rem",
  minWidth: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
});

export const list = style({
  listStyle: "none",
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: "grid",
  gap: vars.space.xxs,
  maxHeight: "9rem",
  overflowY: "auto",
  fontSize: vars.fontSize.sm,
});

export const item = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const time = style({ color: vars.color.textMuted });
