import { style } from "@vanilla-extract/css";
import { fieldError, fieldLabel, textBox } from "../../../theme/form-rules";
import { bareList, bareRow, screenColumn, smallMuted, stack } from "../../../theme/layout-rules";
import { panel, problemBox } from "../../../theme/surface-rules";
import { vars } from "../../../theme/theme.css";

export const page = style(screenColumn("44rem", vars.space.lg));

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const conversation = style(stack(vars.space.md));

export const conversationHeader = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems: "center", gap: vars.space.sm });

export const entries = style(bareList(vars.space.md));

export const empty = style({ margin: 0, color: vars.color.textMuted });

const bubble = {
  ...stack(vars.space.xs),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  maxWidth: "100%",
  overflowWrap: "anywhere",
} as const;

export const memberEntry = style({ ...bubble, alignSelf: "flex-end", backgroundColor: vars.color.brandSoft, color: vars.color.text });

export const assistantEntry = style({ ...bubble, ...panel });

export const author = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const entryText = style({ margin: 0, whiteSpace: "pre-wrap" });

export const time = style(smallMuted);

export const sources = style({ ...stack(vars.space.xs), margin: 0, paddingInlineStart: vars.space.lg });

// Underlined like the site's text links (ui/link.css), written here so this screen's chunk does not
// split that small module out of the home page's code.
export const sourceLink = style({ color: vars.color.link, textDecoration: "underline", ":hover": { textDecorationThickness: "2px" } });

export const sourcesTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const voice = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });

export const form = style({ ...panel, ...stack(vars.space.sm) });

export const label = style(fieldLabel);

export const hint = style(smallMuted);

export const fieldProblem = style(fieldError);

export const question = style({ ...textBox, minHeight: "6rem", fontSize: vars.fontSize.md, resize: "vertical" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

// 44px high at least: a finger on a small phone hits it.
export const actionButton = style({ minHeight: "44px" });

export const micNote = style({ ...smallMuted, margin: 0 });

export const problem = style(problemBox);

export const examples = style(bareRow(vars.space.sm));

export const example = style({ minHeight: "44px", textAlign: "start", whiteSpace: "normal" });
