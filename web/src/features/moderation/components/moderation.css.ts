import { style } from "@vanilla-extract/css";
import { mq, vars } from "../../../theme/theme.css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "60rem",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
});

export const status = style({ margin: 0, padding: `${vars.space.md} 0`, color: vars.color.textMuted });

export const toolbar = style({ display: "flex", alignItems: "flex-end", gap: vars.space.sm, flexWrap: "wrap" });

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const item = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  "@media": { [mq("sm")]: { gridTemplateColumns: "1fr auto" } },
});

export const itemBody = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });

export const kind = style({
  alignSelf: "flex-start",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const photo = style({
  maxWidth: "100%",
  width: "16rem",
  maxHeight: "12rem",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const itemActions = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start", flexWrap: "wrap" });

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

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

export const error = style({
  margin: 0,
  minHeight: "1.25rem",
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const formActions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm, flexWrap: "wrap" });

export const success = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const tableWrap = style({ overflowX: "auto" });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

export const caption = style({ textAlign: "start", fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.sm });

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "top",
  overflowWrap: "anywhere",
});
