import { keyframes, style } from "@vanilla-extract/css";
import { progressTrack } from "../../../theme/surface-rules";
import { mq, vars } from "../../../theme/theme.css";

// Below "xl" the header is crowded: the bar is its level icon alone (named for screen readers, the
// figures one press away); the level, points and progress show beside it from "xl".
const fromLarge = { display: "none", "@media": { [mq("xl")]: { display: "flex" } } } as const;

// In the header from the "md" breakpoint; on phones the same figures are in the drawer.
export const chip = style({
  display: "none",
  flexShrink: 0,
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minWidth: "44px",
  minHeight: "44px",
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  "@media": {
    [mq("md")]: { display: "inline-flex" },
    [mq("xl")]: { padding: `0 ${vars.space.sm}` },
  },
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.brandSoft },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const chipText = style({ ...fromLarge, flexDirection: "column", alignItems: "flex-start", lineHeight: vars.lineHeight.tight });

export const chipLevel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const chipPoints = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, whiteSpace: "nowrap" });

export const chipTrack = style({
  display: "none",
  width: "3.5rem",
  height: "0.375rem",
  overflow: "hidden",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  "@media": { [mq("xl")]: { display: "block" } },
});

export const track = style(progressTrack);

export const fill = style({ height: "100%", borderRadius: vars.radius.pill });

export const details = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: "15rem" });

export const detailsHeading = style({ display: "flex", alignItems: "center", gap: vars.space.sm, margin: 0, fontSize: vars.fontSize.md });

export const detailsNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const figureLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const figureValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const drawer = style({
  margin: `${vars.space.sm} 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

const slideIn = keyframes({
  from: { transform: "translateY(1rem)", opacity: 0 },
  to: { transform: "translateY(0)", opacity: 1 },
});

export const toastRegion = style({
  position: "fixed",
  insetInlineEnd: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.toast,
  pointerEvents: "none",
});

export const toast = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.success,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const toastPoints = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
