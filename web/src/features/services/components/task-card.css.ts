import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { smallMuted } from "../../../theme/layout-rules";
import { callout, pill } from "../../../theme/surface-rules";
import { vars } from "../../../theme/theme.css";

const glow = keyframes({
  "0%": { boxShadow: `0 0 0 0 ${vars.color.focus}` },
  "100%": { boxShadow: `0 0 0 6px transparent` },
});

const base = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: "6px",
  backgroundColor: vars.color.surfaceRaised,
  transition: `background-color ${vars.duration.normal}, border-color ${vars.duration.normal}`,
});

export const card = styleVariants({
  complete: [base, { borderLeftColor: vars.color.success }],
  active: [base, { borderLeftColor: vars.color.brand, boxShadow: vars.shadow.sm }],
  // Waiting tasks stay readable (contrast kept) but are visibly set back.
  waiting: [base, { borderLeftColor: vars.color.border, backgroundColor: vars.color.surfaceMuted }],
  // Full: no place left for the reader, set back like a waiting one but marked by its own edge.
  closed: [base, { borderLeftColor: vars.color.textMuted, backgroundColor: vars.color.surfaceMuted }],
});

export const highlighted = style({
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  backgroundColor: vars.color.brandSoft,
  "@media": {
    "(prefers-reduced-motion: no-preference)": { animation: `${glow} 1s ease-out 3` },
  },
});

export const top = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space.sm });

export const step = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const title = style({ flexGrow: 1, margin: 0, fontSize: vars.fontSize.lg });

const badgeBase = style(pill(vars.fontSize.sm));

export const badge = styleVariants({
  complete: [badgeBase, { backgroundColor: vars.color.successSoft, color: vars.color.success }],
  active: [badgeBase, { backgroundColor: vars.color.brandSoft, color: vars.color.brand }],
  waiting: [badgeBase, { backgroundColor: vars.color.surface, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
  closed: [badgeBase, { backgroundColor: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.textMuted}` }],
});

export const description = style({ margin: 0, color: vars.color.text });

export const hint = style(smallMuted);

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const joinPrompt = style({ ...callout, backgroundColor: vars.color.warningSoft, color: vars.color.text });

export const joinMessage = style({ margin: 0, selectors: { "&:focus": { outline: "none" } } });
