import { style } from "@vanilla-extract/css";
import { textBox } from "../../../theme/form-rules";
import { screenColumn, stack } from "../../../theme/layout-rules";
import { panel } from "../../../theme/surface-rules";
import { mq, vars } from "../../../theme/theme.css";

export const page = style(screenColumn("48rem", vars.space.lg));

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const card = style({ ...stack(vars.space.md), ...panel });

/** A form inside a dialog, which is the panel already. */
export const dialogForm = style(stack(vars.space.sm));

export const identity = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexWrap: "wrap" });

export const avatar = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "80px",
  height: "80px",
  borderRadius: "50%",
  objectFit: "cover",
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  flexShrink: 0,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.xl });

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
});

export const stat = style({
  display: "flex",
  flexDirection: "column-reverse",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
});

export const statValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fields = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  "@media": { [mq("sm")]: { gridTemplateColumns: "1fr 1fr" } },
});

export const fieldWide = style({ "@media": { [mq("sm")]: { gridColumn: "1 / -1" } } });

export const field = style(stack(vars.space.xs));

export const fieldLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fieldValue = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-wrap" });

export const muted = style({ color: vars.color.textMuted, fontStyle: "italic" });

// An array, so the read-only look joins the text box's invalid border instead of replacing it.
export const input = style([
  textBox,
  {
    minHeight: "44px",
    fontSize: vars.fontSize.md,
    fontFamily: "inherit",
    selectors: { "&:read-only": { backgroundColor: vars.color.surface, color: vars.color.textMuted } },
  },
]);

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, minHeight: "1rem" });

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm });

export const empty = style({ margin: 0, padding: vars.space.lg, textAlign: "center", color: vars.color.textMuted });

