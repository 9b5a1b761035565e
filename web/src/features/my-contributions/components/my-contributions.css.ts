import { style, styleVariants } from "@vanilla-extract/css";
import { pill, problemBox } from "../../../theme/surface-rules";
import { vars } from "../../../theme/theme.css";

// The list page and its cards, shared with a member's forum responses.
export {
  back,
  card,
  cardTitle,
  description,
  empty,
  emptyTitle,
  fact,
  factLabel,
  factValue,
  facts,
  fallback,
  list,
  page,
  summary,
  title,
} from "../../../ui/card-list.css";

export const cardTop = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems: "flex-start", gap: vars.space.sm });

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

export const status = style({ display: "flex", alignItems: "center", justifyContent: "center", gap: vars.space.sm, padding: vars.space.xl, color: vars.color.textMuted });

export const problem = style(problemBox);
