import { style } from "@vanilla-extract/css";
import { bareList, stack } from "../../theme/layout-rules";
import { itemBox, pill } from "../../theme/surface-rules";
import { vars } from "../../theme/theme.css";

export const list = style(bareList(vars.space.md));

export const item = style({ ...stack(vars.space.sm), ...itemBox, borderStyle: "dashed" });

export const badge = style({ display: "inline-block", alignSelf: "flex-start", ...pill(vars.fontSize.sm), backgroundColor: vars.color.warningSoft, color: vars.color.warning });

export const text = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
