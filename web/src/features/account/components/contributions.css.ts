import { keyframes, style } from "@vanilla-extract/css";
import { bareList, stack } from "../../../theme/layout-rules";
import { itemBox } from "../../../theme/surface-rules";
import { vars } from "../../../theme/theme.css";

const pulse = keyframes({ "0%": { opacity: 1 }, "50%": { opacity: 0.55 }, "100%": { opacity: 1 } });

export const list = style(bareList(vars.space.sm));

export const item = style({ ...stack(vars.space.xs), ...itemBox });

export const itemTop = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const notes = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const meta = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const contactBadge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
});

export const skeleton = style({
  height: "5.5rem",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.border,
  "@media": { "(prefers-reduced-motion: no-preference)": { animation: `${pulse} 1.6s ease-in-out infinite` } },
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
