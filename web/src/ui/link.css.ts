import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css";

const base = style({ color: vars.color.link, borderRadius: vars.radius.sm });

export const linkLook = styleVariants({
  inline: [base, { textDecoration: "underline", ":hover": { textDecorationThickness: "2px" } }],
  plain: [
    base,
    {
      textDecoration: "none",
      color: "inherit",
      ":hover": { textDecoration: "underline" },
      selectors: { '&[data-status="active"]': { fontWeight: vars.fontWeight.bold } },
    },
  ],
});
