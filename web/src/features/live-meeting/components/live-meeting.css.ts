import { style } from "@vanilla-extract/css";
import { contentMaxWidth, vars } from "../../../theme/theme.css";

/* SPEC 2: the banner is red, at the top of every page while the meeting is live. */
export const banner = style({ backgroundColor: vars.color.dangerStrong, color: "#ffffff" });

export const bannerInner = style({
  maxWidth: contentMaxWidth,
  margin: "0 auto",
  padding: `${vars.space.xs} ${vars.space.md}`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const liveMark = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: "1px solid #ffffff",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const bannerTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const onRed = style({
  color: "#ffffff",
  fontSize: vars.fontSize.sm,
  selectors: { "&:focus-visible": { outline: "2px solid #ffffff", outlineOffset: "2px" } },
});

export const bannerButton = style([
  onRed,
  {
    background: "transparent",
    border: "1px solid #ffffff",
    borderRadius: vars.radius.sm,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    cursor: "pointer",
  },
]);

export const bannerFrame = style({ maxWidth: contentMaxWidth, margin: "0 auto", padding: `0 ${vars.space.md} ${vars.space.sm}` });

export const frame = style({ display: "block", width: "100%", aspectRatio: "16 / 9", border: 0, borderRadius: vars.radius.md, backgroundColor: "#000000" });

export const facts = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center", margin: 0, padding: 0, listStyle: "none" });

export const card = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const comments = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const comment = style({ padding: vars.space.sm, borderRadius: vars.radius.sm, backgroundColor: vars.color.surfaceMuted });

export const commentHead = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "baseline", fontSize: vars.fontSize.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const textarea = style({
  width: "100%",
  minHeight: "4rem",
  padding: vars.space.sm,
  font: "inherit",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const problem = style({ margin: 0, color: vars.color.dangerStrong });
