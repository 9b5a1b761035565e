import { style } from "@vanilla-extract/css";
import { centredColumn, stack } from "../../../theme/layout-rules";
import { vars } from "../../../theme/theme.css";

// The fields and actions every form step shares, here under the names the wizard's steps use.
export { actions, error, field, form, hint, input, label, pending } from "../../../ui/form-field.css";

export const wizard = style({ ...stack(vars.space.lg), width: "100%", ...centredColumn("36rem") });

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const switchLine = style({ margin: 0, textAlign: "center", color: vars.color.textMuted });

export const linkButton = style({
  minHeight: "44px",
  padding: `0 ${vars.space.xs}`,
  border: "none",
  background: "none",
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "underline",
  cursor: "pointer",
});

export const photoRow = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexWrap: "wrap" });

export const photoPreview = style({
  width: "96px",
  height: "96px",
  borderRadius: "50%",
  objectFit: "cover",
  border: `2px solid ${vars.color.border}`,
});

export const skillGroups = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxHeight: "50vh",
  overflowY: "auto",
});

export const skillGroup = style({ border: "none", margin: 0, padding: 0 });

export const skillGroupName = style({ fontWeight: vars.fontWeight.bold, padding: 0 });

export const skillList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
});

export const skillToggle = style({
  minHeight: "36px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const success = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  textAlign: "center",
});

export const memberNumber = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
});
