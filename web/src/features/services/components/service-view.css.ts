import { style } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

// The screen's column, title and introduction, shared with the ideas screens.
export { body, intro, page, pageTitle } from "../../../ui/page.css";

export const community = style({ margin: 0, padding: vars.space.lg, fontSize: vars.fontSize.lg, textAlign: "center" });

export const status = style({ display: "flex", justifyContent: "center", padding: vars.space.xl });
