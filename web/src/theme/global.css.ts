import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  scrollBehavior: "smooth",
});

// While a bar sticks to the bottom of the screen (the signed-out banner), what the browser scrolls
// into view (a focused field, a result) stops above it rather than behind it (WCAG 2.4.11).
globalStyle("html:has([data-sticks-to-bottom])", { scrollPaddingBottom: "7rem" });

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceMuted,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3, h4", { lineHeight: vars.lineHeight.tight, margin: 0 });
globalStyle("p", { margin: 0 });
globalStyle("img, svg", { display: "block", maxWidth: "100%" });
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

globalStyle("a", { color: vars.color.link, textUnderlineOffset: "0.15em" });

// react-aria's pressable elements: no wait for a double-tap zoom on a tap. react-aria writes this
// rule into a <style> element of its own, which the page's CSP (no inline style) refuses; it is
// here instead, and index.html holds the marker that tells react-aria it is already there.
globalStyle("[data-react-aria-pressable]", { touchAction: "pan-x pan-y pinch-zoom" });

// One focus ring everywhere, only for keyboard focus: thick enough to see (3px) and in a colour
// that reaches 3:1 against the surface it sits on (areas with dark backgrounds reassign focus).
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});
globalStyle("[data-focus-visible]", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});
globalStyle(":focus:not(:focus-visible)", { outline: "none" });

// People who ask the system for less motion get none: no animation, no transition, no smooth scroll.
globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
globalStyle("html", {
  "@media": { "(prefers-reduced-motion: reduce)": { scrollBehavior: "auto" } },
});
