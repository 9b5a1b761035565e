import { style } from "@vanilla-extract/css";
import { bareList, screenColumn, stack } from "../theme/layout-rules";
import { itemBox } from "../theme/surface-rules";
import { vars } from "../theme/theme.css";

/**
 * A member's list page: its title and summary, the cards with their facts, and the empty state.
 * A member's contributions and a member's forum responses are drawn with these.
 */
export const page = style(screenColumn("48rem", vars.space.md));

export const back = style({ alignSelf: "flex-start" });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const list = style(bareList(vars.space.md));

export const card = style({ ...stack(vars.space.sm), ...itemBox, boxShadow: vars.shadow.sm });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const description = style({ margin: 0 });

export const fallback = style({ color: vars.color.textMuted, fontStyle: "italic" });

export const facts = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });

export const fact = style({ display: "flex", gap: vars.space.xs });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

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
