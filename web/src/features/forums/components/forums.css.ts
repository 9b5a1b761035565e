import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.md, paddingBlock: vars.space.md });

export const panelTop = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const pinnedCard = style([card, { borderColor: vars.color.brand, borderLeftWidth: "4px" }]);

export const cardTop = style({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.sm });

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
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const postFooter = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const author = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const input = style({
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: "inherit",
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const textarea = style([input, { minHeight: "6rem", resize: "vertical" }]);

export const error = style({
  margin: 0,
  minHeight: "1.25rem",
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

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

export const problem = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSoft,
});

export const prompt = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: "center",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const promptTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxWidth: "48rem",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const back = style({ alignSelf: "flex-start" });
