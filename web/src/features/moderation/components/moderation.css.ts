import { style } from "@vanilla-extract/css";
import { fieldError, fieldLabel, textBox } from "../../../theme/form-rules";
import { bareList, screenColumn, smallMuted, stack } from "../../../theme/layout-rules";
import { panel, pill } from "../../../theme/surface-rules";
import { mq, vars } from "../../../theme/theme.css";

export const page = style(screenColumn("60rem", vars.space.lg));

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const card = style({ ...stack(vars.space.sm), ...panel });

export const status = style({ margin: 0, padding: `${vars.space.md} 0`, color: vars.color.textMuted });

export const toolbar = style({ display: "flex", alignItems: "flex-end", gap: vars.space.sm, flexWrap: "wrap" });

export const list = style(bareList(vars.space.md));

export const item = style({
  ...panel,
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  "@media": { [mq("sm")]: { gridTemplateColumns: "1fr auto" } },
});

export const itemBody = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });

export const kind = style({
  ...pill(vars.fontSize.xs),
  alignSelf: "flex-start",
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warning,
});

export const description = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const meta = style(smallMuted);

export const photo = style({
  maxWidth: "100%",
  width: "16rem",
  maxHeight: "12rem",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const itemActions = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start", flexWrap: "wrap" });

export const field = style(stack(vars.space.xs));

export const label = style(fieldLabel);

export const hint = style(smallMuted);

export const input = style({ ...textBox, minHeight: "44px", font: "inherit" });

export const error = style(fieldError);

export const form = style(stack(vars.space.md));

export const formActions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm, flexWrap: "wrap" });

export const success = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const tableWrap = style({ overflowX: "auto" });

// A phone scrolls the table sideways (its region is focusable) rather than breaking every word in
// five narrow columns: a data table may need two dimensions (WCAG 1.4.10's exception).
export const table = style({ width: "100%", minWidth: "36rem", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

export const caption = style({ textAlign: "start", fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.sm });

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "top",
  // Only a word longer than its column is broken (a pasted address), never ordinary words.
  overflowWrap: "break-word",
});

/** The kind before an audit entry's target ("Forum: ..."), so the words that follow read as its name. */
export const targetKind = style({ fontWeight: vars.fontWeight.bold });
