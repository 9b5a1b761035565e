import { style } from "@vanilla-extract/css";
import { problemBox } from "../../../theme/surface-rules";
import { vars } from "../../../theme/theme.css";

export const box = style({ ...problemBox, color: vars.color.text });

export const title = style({
  fontWeight: vars.fontWeight.bold,
});
