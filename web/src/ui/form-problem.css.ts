import { style } from "@vanilla-extract/css";
import { problemBox } from "../theme/surface-rules";

export const problem = style({ ...problemBox, margin: 0 });
