import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { mq, vars } from "../theme/theme.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(0)" } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: "flex",
  backgroundColor: vars.color.overlay,
  selectors: { "&[data-entering]": { animation: `${fadeIn} ${vars.duration.normal} ease-out` } },
});

export const overlayPlacement = styleVariants({
  center: { alignItems: "flex-end", justifyContent: "center", "@media": { [mq("sm")]: { alignItems: "center" } } },
  side: { alignItems: "stretch", justifyContent: "flex-start" },
});

const modalBase = style({
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  outline: "none",
  overflowY: "auto",
});

export const modalPlacement = styleVariants({
  // A bottom sheet on small phones, a centred card from the "sm" breakpoint on.
  center: [
    modalBase,
    {
      width: "100%",
      maxHeight: "90vh",
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      "@media": { [mq("sm")]: { width: "min(32rem, calc(100% - 2rem))", borderRadius: vars.radius.lg } },
    },
  ],
  side: [
    modalBase,
    {
      width: "min(20rem, 85vw)",
      height: "100%",
      selectors: { "&[data-entering]": { animation: `${slideIn} ${vars.duration.normal} ease-out` } },
    },
  ],
});

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: "none",
  minHeight: "100%",
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const closeButton = style({ flexShrink: 0, minWidth: "44px", padding: 0 });
