import { style } from "@vanilla-extract/css";
import { fieldError, fieldLabel, textBox } from "../../../theme/form-rules";
import { screenColumn, smallMuted, stack } from "../../../theme/layout-rules";
import { panel, problemBox } from "../../../theme/surface-rules";
import { mq, vars } from "../../../theme/theme.css";

export const page = style(screenColumn("40rem", vars.space.lg));

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ ...panel, ...stack(vars.space.md) });

export const updatedAt = style(smallMuted);

export const field = style(stack(vars.space.xs));

export const label = style(fieldLabel);

export const hint = style(smallMuted);

export const error = style(fieldError);

// 44px high at least: a finger on a small phone hits it.
export const input = style({ ...textBox, minHeight: "44px", fontSize: vars.fontSize.lg });

export const select = style({ ...textBox, minHeight: "44px", fontSize: vars.fontSize.md });

// From and to one under the other on a phone, side by side with the swap between them when wider.
export const currencies = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: vars.space.sm,
  alignItems: "end",
  "@media": { [mq("sm")]: { gridTemplateColumns: "1fr auto 1fr" } },
});

export const swap = style({ justifySelf: "center", minHeight: "44px" });

export const swapIcon = style({ fontSize: vars.fontSize.lg, lineHeight: 1 });

export const actions = style({ display: "flex" });

export const result = style({
  ...stack(vars.space.xs),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.text,
});

export const resultTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const resultValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
  fontVariantNumeric: "tabular-nums",
});

export const rate = style(smallMuted);

export const disclaimer = style(smallMuted);

export const status = style({ display: "flex", alignItems: "center", gap: vars.space.sm, margin: 0 });

export const problem = style(problemBox);
