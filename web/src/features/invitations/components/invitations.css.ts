import { style } from "@vanilla-extract/css";
import { fieldLabel, textBox } from "../../../theme/form-rules";
import { bareList, screenColumn, smallMuted, stack, textRule } from "../../../theme/layout-rules";
import { panel as panelBox } from "../../../theme/surface-rules";
import { mq, vars } from "../../../theme/theme.css";

export const page = style(screenColumn("48rem", vars.space.lg));

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const card = style({ ...stack(vars.space.md), ...panelBox });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.sm,
  margin: 0,
});

export const stat = style({
  display: "flex",
  flexDirection: "column-reverse",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
  textAlign: "center",
});

export const statValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const statLabel = style(textRule(vars.fontSize.sm, vars.color.textMuted));

export const field = style(stack(vars.space.xs));

export const label = style({ ...fieldLabel, fontSize: vars.fontSize.sm });

export const input = style({
  minHeight: "44px",
  ...textBox,
  fontSize: vars.fontSize.md,
  fontFamily: "inherit",
  selectors: { ...textBox.selectors, "&:read-only": { backgroundColor: vars.color.surfaceMuted } },
});

export const textarea = style([input, { minHeight: "6rem", resize: "vertical" }]);

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, minHeight: "1rem" });

export const panel = style({ ...stack(vars.space.md), paddingTop: vars.space.md });

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-end" });

export const grow = style({ flex: "1 1 14rem" });

export const shareButtons = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "1fr",
  "@media": { [mq("sm")]: { gridTemplateColumns: "1fr 1fr" } },
});

export const inviters = style(bareList(vars.space.sm));

export const inviter = style({
  display: "grid",
  gridTemplateColumns: "2.5rem 1fr auto",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const place = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, textAlign: "center" });

export const inviterName = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const inviterFigures = style({ ...smallMuted, textAlign: "end" });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const dialogBody = style(stack(vars.space.md));
