import { style } from "@vanilla-extract/css";
import { bareList } from "../../../theme/layout-rules";
import { problemBox } from "../../../theme/surface-rules";
import { vars } from "../../../theme/theme.css";

export const list = style(bareList(vars.space.md));

export const message = style({ margin: 0, padding: vars.space.lg, textAlign: "center", color: vars.color.textMuted });

export const problem = style(problemBox);
