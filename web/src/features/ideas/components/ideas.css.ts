import { style } from "@vanilla-extract/css";
import { bareList, stack, textRule } from "../../../theme/layout-rules";
import { itemBox, pill } from "../../../theme/surface-rules";
import { vars } from "../../../theme/theme.css";

export const section = style(stack(vars.space.md));

export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.md });

export const list = style(bareList(vars.space.md));

export const card = style({ ...stack(vars.space.sm), ...itemBox, boxShadow: vars.shadow.sm });

export const top = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

const badge = style({ display: "inline-block", ...pill(vars.fontSize.sm) });

export const serviceBadge = style([badge, { backgroundColor: vars.color.brandSoft, color: vars.color.brand }]);

export const pointsBadge = style([badge, { backgroundColor: vars.color.successSoft, color: vars.color.success }]);

export const popularBadge = style([badge, { backgroundColor: vars.color.warningSoft, color: vars.color.warning }]);

export const time = style(textRule(vars.fontSize.sm, vars.color.textMuted));

export const author = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const authorHidden = style([author, { fontStyle: "italic", color: vars.color.textMuted, fontWeight: vars.fontWeight.regular }]);

export const content = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const voteCount = style({ fontWeight: vars.fontWeight.regular });

export const message = style({ margin: 0, padding: vars.space.lg, textAlign: "center", color: vars.color.textMuted });

export const problem = style({ ...stack(vars.space.sm, "center"), padding: vars.space.lg, textAlign: "center" });

export const formCard = style([card, { gap: vars.space.md }]);

export const formTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const textarea = style({ resize: "vertical", minHeight: "6rem", fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal });

export const formActions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm });

export const summary = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(6.5rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const figureLabel = style(textRule(vars.fontSize.sm, vars.color.textMuted));

export const figureValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.text,
});

export const formProblem = style([notice, { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerStrong }]);

export const more = style({ display: "flex", justifyContent: "center" });
