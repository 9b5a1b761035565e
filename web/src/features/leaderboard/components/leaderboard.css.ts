import { style, styleVariants } from "@vanilla-extract/css";
import { bareList, screenColumn, stack, textRule } from "../../../theme/layout-rules";
import { mq, vars } from "../../../theme/theme.css";

export const page = style(screenColumn("56rem", vars.space.lg));

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

// Tabs from the "md" breakpoint; below it the native dropdown takes their place. The doubled
// class outranks the shared tab list's own display.
export const tabList = style({
  selectors: { "&&": { display: "none" } },
  "@media": { [mq("md")]: { selectors: { "&&": { display: "flex" } } } },
});

export const dropdown = style({
  ...stack(vars.space.xs),
  fontWeight: vars.fontWeight.medium,
  "@media": { [mq("md")]: { display: "none" } },
});

export const select = style({
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const description = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const list = style(bareList(vars.space.sm));

export const entry = style({
  display: "grid",
  gridTemplateColumns: "auto auto 1fr",
  gridTemplateAreas: `"rank avatar who" "activity activity activity"`,
  alignItems: "center",
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: "none",
  "@media": {
    [mq("sm")]: { gridTemplateColumns: "auto auto 1fr 15rem", gridTemplateAreas: `"rank avatar who activity"` },
  },
  selectors: {
    "a&:hover": { borderColor: vars.color.brand, textDecoration: "none" },
    "a&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

/** The member's own row: the same line, edged in the brand colour. */
export const ownEntry = style([entry, { borderColor: vars.color.brand, boxShadow: `inset 4px 0 0 ${vars.color.brand}` }]);

export const ownTag = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const ownSummary = style({ margin: 0, fontWeight: vars.fontWeight.bold });

const badgeBase = style({
  gridArea: "rank",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.5rem",
  height: "2.5rem",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.bold,
  // Dark text on every medal: 5.3:1 on bronze, more on silver and gold.
  color: vars.color.text,
});

export const rankBadge = styleVariants({
  gold: [badgeBase, { backgroundColor: "#F5C542", boxShadow: "inset 0 0 0 2px #A67C00" }],
  silver: [badgeBase, { backgroundColor: "#C9CED6", boxShadow: "inset 0 0 0 2px #7B8494" }],
  bronze: [badgeBase, { backgroundColor: "#D08A4E", boxShadow: "inset 0 0 0 2px #8A5300" }],
  other: [badgeBase, { backgroundColor: vars.color.surfaceMuted }],
});

export const avatar = style({
  gridArea: "avatar",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  overflow: "hidden",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});

export const avatarImage = style({ width: "100%", height: "100%", objectFit: "cover" });

export const who = style({ gridArea: "who", display: "flex", flexDirection: "column", minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

// A placeholder, never a member's name: visitors get no names from the server.
export const hiddenName = style({ fontWeight: vars.fontWeight.bold, filter: "blur(5px)", userSelect: "none" });

export const score = style(textRule(vars.fontSize.sm, vars.color.textMuted));

export const activity = style({ gridArea: "activity", ...stack(vars.space.xxs) });

export const activityText = style(textRule(vars.fontSize.sm, vars.color.text));

export const activityTrack = style({
  height: "0.5rem",
  overflow: "hidden",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border,
});

const fillBase = style({ height: "100%", borderRadius: vars.radius.pill });

// Graphics only: the number of actions is always written beside the bar in the text colour.
export const activityFill = styleVariants({
  green: [fillBase, { backgroundColor: "#15803D" }],
  yellow: [fillBase, { backgroundColor: "#CA8A04" }],
  orange: [fillBase, { backgroundColor: "#EA580C" }],
  red: [fillBase, { backgroundColor: "#DC2626" }],
});

export const status = style({ display: "flex", alignItems: "center", gap: vars.space.sm, margin: 0 });

export const problem = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.sm });

export const empty = style({ margin: 0, padding: vars.space.lg, textAlign: "center", color: vars.color.textMuted });

export const legend = style({
  ...stack(vars.space.sm),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const legendTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const legendList = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const legendItem = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: `0 ${vars.space.sm}`, alignItems: "start" });

export const legendName = style({ fontWeight: vars.fontWeight.bold });

export const legendText = style({ gridColumn: "2", ...textRule(vars.fontSize.sm, vars.color.textMuted) });

// Sticks to the bottom while the board is in view, above the site's signed-out bar (same message, fewer words).
export const prompt = style({
  position: "sticky",
  bottom: 0,
  zIndex: `calc(${vars.zIndex.header} + 1)`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  textAlign: "center",
});

export const promptText = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const promptActions = style({ display: "flex", gap: vars.space.sm });
