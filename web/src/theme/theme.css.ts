import { createGlobalTheme, createThemeContract } from "@vanilla-extract/css";
import { addFunctionSerializer } from "@vanilla-extract/css/functionSerializer";
import { mq } from "./breakpoints";

/**
 * The one theme contract every style reads from. Values are applied on :root so any component,
 * story or test that imports this file gets the same tokens without a wrapper element.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    brandSoft: null,
    accent: null,
    accentStrong: null,
    accentSoft: null,
    onBrand: null,
    surface: null,
    surfaceMuted: null,
    surfaceRaised: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    link: null,
    focus: null,
    success: null,
    successSoft: null,
    warning: null,
    warningSoft: null,
    danger: null,
    dangerStrong: null,
    dangerSoft: null,
    overlay: null,
  },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { header: null, drawer: null, modal: null, toast: null, overlay: null, skipLink: null },
  duration: { fast: null, normal: null },
});

// Contrast notes (WCAG AA): every text colour below reads at 4.5:1 or more on surface and
// surfaceMuted; onBrand reads on brand, accent and danger; focus reaches 3:1 on light surfaces.
createGlobalTheme(":root", vars, {
  color: {
    brand: "#00209F", // Haiti's blue: 12.6:1 on white
    brandStrong: "#001670",
    brandSoft: "#E6EAF7",
    accent: "#D21034", // Haiti's red: 5.6:1 on white
    accentStrong: "#A60C29",
    accentSoft: "#FBE8EB",
    onBrand: "#FFFFFF",
    surface: "#FFFFFF",
    surfaceMuted: "#F4F5F8",
    surfaceRaised: "#FFFFFF",
    border: "#D5D9E2",
    borderStrong: "#6B7280", // 4.8:1 on white, enough for input borders (3:1)
    text: "#14171F",
    textMuted: "#4A5161", // 8.0:1 on white
    link: "#00209F",
    focus: "#00209F",
    success: "#146C2E", // 6.4:1 on white
    successSoft: "#E5F4E9",
    warning: "#8A5300", // 5.7:1 on white
    warningSoft: "#FFF3DC",
    danger: "#B3102D", // 6.9:1 on white
    dangerStrong: "#8C0C23",
    dangerSoft: "#FBE8EB",
    overlay: "rgba(10, 14, 30, 0.55)",
  },
  font: {
    // System fonts only: nothing to download on a slow connection.
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
  },
  // Mobile first on a 16px base; the larger steps grow with the viewport up to a ceiling.
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)",
    xxl: "clamp(1.5rem, 1.2rem + 1.2vw, 2rem)",
    xxxl: "clamp(1.875rem, 1.4rem + 2vw, 2.75rem)",
  },
  fontWeight: { regular: "400", medium: "500", bold: "700" },
  lineHeight: { tight: "1.25", normal: "1.5" },
  space: {
    none: "0",
    xxs: "0.125rem",
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    xxxl: "4rem",
  },
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  shadow: {
    sm: "0 1px 2px rgba(16, 24, 40, 0.08)",
    md: "0 4px 12px rgba(16, 24, 40, 0.12)",
    lg: "0 12px 32px rgba(16, 24, 40, 0.2)",
  },
  zIndex: { header: "10", drawer: "40", modal: "50", toast: "60", overlay: "70", skipLink: "80" },
  duration: { fast: "120ms", normal: "200ms" },
});

export { breakpoints, type Breakpoint } from "./breakpoints";

// A .css.ts module may export only plain data; the serializer lets the media-query helper be
// exported from here too, compiled to an import of the plain module.
addFunctionSerializer(mq, { importPath: "./breakpoints", importName: "mq", args: [] });
export { mq };

/** The width content is centred in. */
export const contentMaxWidth = "72rem";
