import { style } from "@vanilla-extract/css";
import { fieldError, fieldLabel, textBox } from "../theme/form-rules";
import { centredColumn, smallMuted, stack } from "../theme/layout-rules";
import { vars } from "../theme/theme.css";

/**
 * The look of the step-by-step forms: the column, each step's title, the fields (label, hint, text
 * box, error), the actions and the "sending" line, which the registration wizard, the contribution
 * wizard, the call request and the idea forms share; with the registration wizard's own parts (photo,
 * skills, success). One file, so every form that uses it shares one stylesheet chunk.
 */
export const wizard = style({ ...stack(vars.space.lg), width: "100%", ...centredColumn("36rem") });

export const form = style(stack(vars.space.md));

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const field = style(stack(vars.space.xs));

export const label = style(fieldLabel);

export const hint = style(smallMuted);

export const input = style({ ...textBox, minHeight: "44px", fontSize: vars.fontSize.md });

export const error = style(fieldError);

export const actions = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm });

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

export const pending = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

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
