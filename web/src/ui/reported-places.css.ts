import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { bareList, bareRow, screenColumn, smallMuted, stack } from "../theme/layout-rules";
import { itemBox, panel, pill, problemBox } from "../theme/surface-rules";
import { mq, vars } from "../theme/theme.css";

/**
 * The look the directories of places share (agencies, safe places, connection points): a header
 * with its 'add' button, a filter bar, figures, the member's own entries awaiting review, then the cards.
 */
export const page = style(screenColumn("72rem", vars.space.lg));

export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.md });

export const heading = style(stack(vars.space.sm));

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, maxWidth: "40rem", color: vars.color.textMuted });

export const filters = style({
  ...panel,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "end",
  "@media": { [mq("md")]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr) auto" } },
});

export const field = style(stack(vars.space.xs));

export const label = style({ fontWeight: vars.fontWeight.medium });

export const figures = style({ ...bareRow(vars.space.sm), margin: 0 });

export const figure = style({ ...stack(vars.space.xs), ...itemBox, minWidth: "8rem", flex: "1 1 8rem" });

export const figureLabel = style(smallMuted);

export const figureValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const section = style(stack(vars.space.sm));

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({
  ...bareList(vars.space.md),
  "@media": {
    [mq("md")]: { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mq("lg")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({ ...stack(vars.space.sm), ...itemBox, height: "100%", boxShadow: vars.shadow.sm, overflowWrap: "anywhere" });

export const cardName = style({ margin: 0, fontSize: vars.fontSize.lg });

export const badges = style({ ...bareRow(vars.space.xs) });

const badge = pill(vars.fontSize.sm);

/** A kind (category, connection type) and the three review states, each in its own colours. */
export const badgeTone = styleVariants({
  kind: { ...badge, backgroundColor: vars.color.brandSoft, color: vars.color.text },
  verified: { ...badge, backgroundColor: vars.color.successSoft, color: vars.color.text },
  pending: { ...badge, backgroundColor: vars.color.warningSoft, color: vars.color.text },
  unverified: { ...badge, backgroundColor: vars.color.dangerSoft, color: vars.color.text },
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const facts = style({ ...stack(vars.space.xs), margin: 0 });

export const fact = style({ display: "flex", flexWrap: "wrap", gap: `0 ${vars.space.xs}` });

export const factLabel = style({ fontWeight: vars.fontWeight.medium });

export const factValue = style({ margin: 0, minWidth: 0 });

// A phone, e-mail or website in a card is a target a thumb must hit: at least 24 px tall (WCAG 2.5.8),
// even where two cards' links sit close together.
globalStyle(`${factValue} a`, { display: "inline-block", minHeight: "24px", lineHeight: "24px" });

export const tags = style({ ...bareRow(vars.space.xs) });

export const tag = style({ ...pill(vars.fontSize.sm), fontWeight: vars.fontWeight.regular, backgroundColor: vars.color.surfaceMuted });

export const reason = style({ ...problemBox, margin: 0 });

export const cardActions = style({ marginTop: "auto", display: "flex", justifyContent: "flex-end" });

export const empty = style({
  ...stack(vars.space.sm, "center"),
  padding: vars.space.xl,
  textAlign: "center",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const status = style({ display: "flex", alignItems: "center", justifyContent: "center", gap: vars.space.sm, margin: 0, padding: vars.space.xl, color: vars.color.textMuted });

export const problem = style({ ...problemBox, ...stack(vars.space.sm), alignItems: "flex-start" });

export const form = style(stack(vars.space.md));

export const note = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.sm, backgroundColor: vars.color.warningSoft });

export const textarea = style({ minHeight: "6rem", resize: "vertical" });

export const pair = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))" });

export const check = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "2.75rem" });

export const locate = style({ ...stack(vars.space.xs), alignItems: "flex-start" });

export const locateStatus = style(smallMuted);

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm });
