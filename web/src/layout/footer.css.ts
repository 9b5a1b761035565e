import { style } from "@vanilla-extract/css";
import { contentMaxWidth, mq, vars } from "../theme/theme.css";

export const footer = style({
  marginTop: "auto",
  backgroundColor: vars.color.brandStrong,
  color: vars.color.onBrand,
  // On the dark blue, the focus ring and links turn white to stay visible (3:1 and more).
  vars: { [vars.color.focus]: "#FFFFFF", [vars.color.link]: "#FFFFFF" },
});

export const inner = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: contentMaxWidth,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
  "@media": { [mq("md")]: { gridTemplateColumns: "1fr 1fr", alignItems: "start" } },
});

export const identity = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const flag = style({ borderRadius: vars.radius.sm, border: "1px solid rgba(255, 255, 255, 0.6)" });

export const motto = style({ fontStyle: "italic", fontWeight: vars.fontWeight.bold });

export const mottoTranslation = style({ fontSize: vars.fontSize.sm, opacity: 0.9 });

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  color: vars.color.onBrand,
  textDecoration: "underline",
});

export const languages = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const languageButton = style({
  minHeight: "36px",
  padding: `0 ${vars.space.sm}`,
  border: "1px solid rgba(255, 255, 255, 0.7)",
  borderRadius: vars.radius.pill,
  backgroundColor: "transparent",
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: vars.color.onBrand, color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold },
    "&:hover": { borderColor: vars.color.onBrand },
  },
});

export const copyright = style({
  gridColumn: "1 / -1",
  paddingTop: vars.space.md,
  borderTop: "1px solid rgba(255, 255, 255, 0.3)",
  fontSize: vars.fontSize.sm,
});
