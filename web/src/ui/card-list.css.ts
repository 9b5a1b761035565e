import { style, styleVariants } from "@vanilla-extract/css";
import { bareList, screenColumn, stack } from "../theme/layout-rules";
import { itemBox, pill, problemBox } from "../theme/surface-rules";
import { vars } from "../theme/theme.css";

/**
 * A member's list page and its cards (title, summary, facts, review badge, empty and loading states),
 * which a member's contributions and a member's forum responses share.
 */
export const page = style(screenColumn("48rem", vars.space.md));

export const back = style({ alignSelf: "flex-start" });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const list = style(bareList(vars.space.md));

export const card = style({ ...stack(vars.space.sm), ...itemBox, boxShadow: vars.shadow.sm });

export const cardTop = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems: "flex-start", gap: vars.space.sm });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const description = style({ margin: 0 });

export const fallback = style({ color: vars.color.textMuted, fontStyle: "italic" });

export const facts = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });

export const fact = style({ display: "flex", gap: vars.space.xs });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

const badgeBase = style({ display: "inline-block", ...pill(vars.fontSize.sm) });

export const badge = styleVariants({
  pending: [badgeBase, { backgroundColor: vars.color.warningSoft, color: vars.color.warning }],
  approved: [badgeBase, { backgroundColor: vars.color.successSoft, color: vars.color.success }],
  rejected: [badgeBase, { backgroundColor: vars.color.dangerSoft, color: vars.color.danger }],
});

const reviewBase = style({ margin: 0, fontSize: vars.fontSize.sm });

export const review = styleVariants({
  pending: [reviewBase, { color: vars.color.warning }],
  approved: [reviewBase, { color: vars.color.success }],
  rejected: [reviewBase, { color: vars.color.danger }],
});

export const empty = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: "center",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const status = style({ display: "flex", alignItems: "center", justifyContent: "center", gap: vars.space.sm, padding: vars.space.xl, color: vars.color.textMuted });

export const problem = style(problemBox);
