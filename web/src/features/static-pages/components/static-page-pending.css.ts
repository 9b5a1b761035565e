import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const pending = style({
  display: "flex",
  justifyContent: "center",
  padding: `${vars.space.xxxl} ${vars.space.md}`,
});
