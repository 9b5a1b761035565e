import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const bellButton = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "none",
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.brandSoft },
    "&[data-pressed]": { backgroundColor: vars.color.brandSoft },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

const swing = keyframes({
  "0%, 100%": { transform: "rotate(0deg)" },
  "15%": { transform: "rotate(14deg)" },
  "30%": { transform: "rotate(-12deg)" },
  "45%": { transform: "rotate(8deg)" },
  "60%": { transform: "rotate(-6deg)" },
  "75%": { transform: "rotate(2deg)" },
});

// Three one-second swings: the 3 s of the specification.
export const ringing = style({
  transformOrigin: "50% 10%",
  animation: `${swing} 1s ease-in-out 3`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const badge = style({
  position: "absolute",
  top: "2px",
  insetInlineEnd: "0",
  minWidth: "1.25rem",
  height: "1.25rem",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.danger,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: "1.25rem",
  textAlign: "center",
  pointerEvents: "none",
});

export const panel = style({ width: "min(22rem, calc(100vw - 2rem))" });

export const panelHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

// The list area is 80 units (20rem) tall at most, then scrolls.
export const list = style({
  maxHeight: "20rem",
  margin: 0,
  padding: 0,
  overflowY: "auto",
  listStyle: "none",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const status = style({ margin: 0, padding: `${vars.space.md} 0`, color: vars.color.textMuted, textAlign: "center" });

export const problem = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.danger, fontSize: vars.fontSize.sm });

const itemBase = style({
  display: "flex",
  gap: vars.space.sm,
  width: "100%",
  padding: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: "none",
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
});

export const item = style([itemBase, { color: vars.color.textMuted }]);

export const unreadItem = style([
  itemBase,
  {
    backgroundColor: vars.color.brandSoft,
    cursor: "pointer",
    selectors: {
      "&[data-hovered]": { backgroundColor: vars.color.surfaceMuted },
      "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
    },
  },
]);

export const itemIcon = style({ flexShrink: 0, marginTop: vars.space.xxs, color: vars.color.brand });

export const itemBody = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0 });

export const itemTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere", color: vars.color.text });

export const itemMessage = style({ fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const itemTime = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const unreadDot = style({
  flexShrink: 0,
  width: "0.5rem",
  height: "0.5rem",
  marginTop: vars.space.sm,
  marginInlineStart: "auto",
  borderRadius: "50%",
  backgroundColor: vars.color.accent,
});
