import { style } from "@vanilla-extract/css";
import { fieldError, fieldLabel, textBox } from "../../../theme/form-rules";
import { bareList, screenColumn, smallMuted, stack } from "../../../theme/layout-rules";
import { itemBox, pill, problemBox } from "../../../theme/surface-rules";
import { vars } from "../../../theme/theme.css";

export const panel = style({ ...stack(vars.space.md), paddingBlock: vars.space.md });

export const panelTop = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style(bareList(vars.space.md));

export const card = style({ ...stack(vars.space.xs), ...itemBox, boxShadow: vars.shadow.sm });

export const pinnedCard = style([card, { borderColor: vars.color.brand, borderLeftWidth: "4px" }]);

export const cardTop = style({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.sm });

/** The card's buttons (pin for moderators, report) stay together beside the title, wrapping when narrow. */
export const cardActions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.xs, flexShrink: 0 });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });

export const openButton = style({
  padding: 0,
  border: "none",
  background: "none",
  color: vars.color.link,
  font: "inherit",
  fontWeight: vars.fontWeight.bold,
  textAlign: "start",
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  cursor: "pointer",
  overflowWrap: "anywhere",
});

export const pinned = style({
  display: "inline-block",
  alignSelf: "flex-start",
  ...pill(vars.fontSize.sm),
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
});

export const text = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const meta = style(smallMuted);

export const postFooter = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const author = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const form = style(stack(vars.space.sm));

export const field = style(stack(vars.space.xs));

export const label = style(fieldLabel);

export const input = style({ minHeight: "44px", ...textBox, font: "inherit" });

export const textarea = style([input, { minHeight: "6rem", resize: "vertical" }]);

export const error = style(fieldError);

export const failure = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.text,
});

export const actions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm, flexWrap: "wrap" });

export const status = style({ display: "flex", alignItems: "center", justifyContent: "center", gap: vars.space.sm, padding: vars.space.xl, color: vars.color.textMuted });

export const problem = style(problemBox);

export const prompt = style({
  ...stack(vars.space.sm, "center"),
  padding: vars.space.xl,
  textAlign: "center",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const promptTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const page = style(screenColumn("48rem", vars.space.md));

export const back = style({ alignSelf: "flex-start" });
