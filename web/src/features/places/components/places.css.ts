import { style, styleVariants } from "@vanilla-extract/css";
import { bareList, screenColumn, smallMuted, stack } from "../../../theme/layout-rules";
import { itemBox, panel, problemBox } from "../../../theme/surface-rules";
import { mq, vars } from "../../../theme/theme.css";

export const page = style(screenColumn("72rem", vars.space.lg));

export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.md });

export const heading = style(stack(vars.space.sm));

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, maxWidth: "40rem", color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const section = style({ ...panel, ...stack(vars.space.md) });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const note = style(smallMuted);

export const form = style(stack(vars.space.md));

export const textarea = style({ minHeight: "5rem", resize: "vertical" });

export const coordinates = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))", gap: vars.space.sm, margin: 0 });

export const fact = style({ ...stack(vars.space.xxs), margin: 0 });

export const factLabel = style(smallMuted);

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" });

export const problem = style(problemBox);

export const status = style({ display: "flex", alignItems: "center", justifyContent: "center", gap: vars.space.sm, padding: vars.space.xl, color: vars.color.textMuted });

/** The finder's search: filters and list at left, the chosen place at right (stacked on a phone). */
export const searchLayout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": { [mq("md")]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const filters = style({
  ...panel,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [mq("sm")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const wide = style({ gridColumn: "1 / -1" });

export const list = style(bareList(vars.space.sm));

export const row = style({ ...itemBox, display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

export const rowSelected = style({ borderColor: vars.color.brand, boxShadow: `inset 4px 0 0 ${vars.color.brand}` });

export const rowText = style({ ...stack(vars.space.xxs), minWidth: 0, flex: "1 1 12rem" });

export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: "anywhere" });

export const rowMeta = style(smallMuted);

export const detail = style({ ...panel, ...stack(vars.space.md) });

export const photo = style({ width: "100%", maxHeight: "16rem", objectFit: "cover", borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted });

export const badge = styleVariants({
  approved: { color: vars.color.success, backgroundColor: vars.color.successSoft },
  pending: { color: vars.color.text, backgroundColor: vars.color.warningSoft },
  rejected: { color: vars.color.dangerStrong, backgroundColor: vars.color.dangerSoft },
}, (colours) => ({ ...colours, display: "inline-block", padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium }));

export const empty = style({ ...itemBox, ...stack(vars.space.xs), textAlign: "center", color: vars.color.textMuted });

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

/** The visitor's invitation, floating above the page's bottom edge, clear of the signed-out banner. */
export const prompt = style({
  ...panel,
  ...stack(vars.space.sm),
  position: "fixed",
  insetInline: vars.space.md,
  bottom: "4.5rem",
  zIndex: vars.zIndex.header,
  boxShadow: vars.shadow.lg,
  maxWidth: "24rem",
  "@media": { [mq("md")]: { insetInline: "auto", right: vars.space.lg } },
});

export const promptTop = style({ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: vars.space.sm });

export const stats = style({ display: "grid", gap: vars.space.sm, gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))", margin: 0, padding: 0, listStyle: "none" });

export const stat = style({ ...itemBox, ...stack(vars.space.xs) });

export const statValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

/** Two tiles a row on a phone, three from the small breakpoint: a third column leaves a name a word a line. */
export const preview = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [mq("sm")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

/** Lines break between words; only a word longer than the whole tile is cut. */
export const previewTile = style({ ...itemBox, ...stack(vars.space.xxs), minWidth: 0, fontSize: vars.fontSize.sm, overflowWrap: "break-word" });

/** A long name keeps to three lines (the list and the detail show it whole). */
export const previewName = style({ display: "-webkit-box", WebkitBoxOrient: "vertical", WebkitLineClamp: 3, overflow: "hidden" });

export const coordinate = style({ display: "inline-block", whiteSpace: "nowrap" });

export const previewMore = style([previewTile, { alignItems: "center", justifyContent: "center", fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold }]);

export const outsideLink = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium, padding: `${vars.space.xs} 0`, minHeight: 44, display: "inline-flex", alignItems: "center", gap: vars.space.xs, flexWrap: "wrap" });

export { visuallyHidden } from "../../../theme/visually-hidden.css";
