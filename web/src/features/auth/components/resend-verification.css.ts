import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../../theme/theme.css";

export const resend = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.sm });

const message = style({ margin: 0 });

export const messageTone = styleVariants({
  neutral: [message],
  danger: [message, { color: vars.color.dangerStrong }],
});
