import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

// Sticky at the bottom rather than fixed: it stays in view while reading, and it keeps its own
// place between the screen and the footer, so it never hides the footer or the screen's last lines.
export const banner = style({
  position: "sticky",
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  textAlign: "center",
});

export const text = style({ margin: 0 });

export const action = style({
  minHeight: "44px",
  padding: `0 ${vars.space.xxs}`,
  border: 0,
  background: "none",
  color: vars.color.link,
  font: "inherit",
  fontWeight: vars.fontWeight.bold,
  textDecoration: "underline",
  cursor: "pointer",
  selectors: { "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
