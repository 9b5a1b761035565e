import { style, styleVariants } from "@vanilla-extract/css";
import { textBox } from "../../../theme/form-rules";
import { bareList, stack } from "../../../theme/layout-rules";
import { vars } from "../../../theme/theme.css";

export const body = style(stack(vars.space.md));

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  outline: "none",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const textarea = style({ ...textBox, minHeight: "8rem", font: "inherit", resize: "vertical" });

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: "end" });

export const checkRow = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  minHeight: "44px",
  paddingBlock: vars.space.xs,
  cursor: "pointer",
});

export const checkbox = style({ width: "1.25rem", height: "1.25rem", marginTop: "0.125rem", flexShrink: 0, accentColor: vars.color.brand });

export const fieldGroup = style(stack(vars.space.sm));

export const uploadList = style(bareList(vars.space.sm));

export const uploadItem = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const uploadName = style({ overflowWrap: "anywhere", fontWeight: vars.fontWeight.medium });

export const uploadMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const uploadStatus = styleVariants({
  uploading: { fontSize: vars.fontSize.sm, color: vars.color.textMuted },
  stored: { fontSize: vars.fontSize.sm, color: vars.color.success, fontWeight: vars.fontWeight.medium },
  failed: { fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium },
});

export const uploadActions = style({ display: "flex", gap: vars.space.xs });

export const uploadTrack = style({
  gridColumn: "1 / -1",
  height: "6px",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border,
  overflow: "hidden",
});

export const uploadFill = style({ height: "100%", backgroundColor: vars.color.brand });

export const summary = style({ display: "grid", gridTemplateColumns: "minmax(6rem, auto) 1fr auto", gap: `${vars.space.xs} ${vars.space.sm}`, margin: 0 });

export const summaryTerm = style({ fontWeight: vars.fontWeight.bold });

export const summaryValue = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-wrap" });

export const notice = styleVariants({
  info: { margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, backgroundColor: vars.color.brandSoft, color: vars.color.text },
  warning: { margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, backgroundColor: vars.color.warningSoft, color: vars.color.text },
  danger: { margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, backgroundColor: vars.color.dangerSoft, color: vars.color.text },
  success: { margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, backgroundColor: vars.color.successSoft, color: vars.color.text },
});

export const noticeRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const contributorList = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, border: "none", margin: 0, padding: 0 });

export const contributor = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft } },
});

export const contributorPhoto = style({ width: "40px", height: "40px", borderRadius: "50%", objectFit: "cover", flexShrink: 0 });

export const contributorInitial = style([
  contributorPhoto,
  { display: "grid", placeItems: "center", backgroundColor: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.bold },
]);

export const checkHint = style({ display: "block", fontSize: vars.fontSize.sm, color: vars.color.textMuted });
