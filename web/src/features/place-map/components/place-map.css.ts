import { globalStyle, style } from "@vanilla-extract/css";
import { smallMuted, stack } from "../../../theme/layout-rules";
import { vars } from "../../../theme/theme.css";

export const frame = style(stack(vars.space.xs));

export const hint = style(smallMuted);

/** SPEC 9: the map is at least 320 px tall, so a phone shows a usable piece of it. */
export const map = style({
  minHeight: 320,
  height: "clamp(320px, 55vh, 560px)",
  width: "100%",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // Leaflet's panes stack up to z-index 1000: kept under the site's header, drawer and dialogs.
  isolation: "isolate",
  zIndex: 0,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const loading = style([map, { display: "flex", alignItems: "center", justifyContent: "center", gap: vars.space.sm, color: vars.color.textMuted, backgroundColor: vars.color.surfaceMuted }]);

/** A pin: a 28 px disc with a white ring (a whole touch target), its name hidden in it for screen readers. */
export const marker = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "50%",
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  border: `3px solid ${vars.color.surfaceRaised}`,
  boxShadow: vars.shadow.md,
  boxSizing: "border-box",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const selectedMarker = style({ backgroundColor: vars.color.accent, borderColor: vars.color.text });

/** Several places too close to tell apart: the disc says how many. */
export const groupMarker = style({ backgroundColor: vars.color.brandStrong });

export const markerName = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

// Leaflet's own zoom buttons and credit, in the theme's colours and at a touch target's size.
globalStyle(`${map} .leaflet-control-zoom a`, { width: 44, height: 44, lineHeight: "44px", color: vars.color.text });
globalStyle(`${map} .leaflet-control-attribution a`, { color: vars.color.link });
