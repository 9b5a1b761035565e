import { style, styleVariants } from "@vanilla-extract/css";
import { mq, vars } from "../theme/theme.css";

/**
 * On a phone the toasts come in at the top: the full-width row at the bottom covered the primary
 * button of a full-screen wizard or form (Continue, Send), the control the member needs next.
 * Wider screens keep them in the bottom corner, beside the centred content.
 */
export const region = style({
  position: "fixed",
  insetInline: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.toast,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  outline: "none",
  "@media": { [mq("sm")]: { insetInline: "auto", top: "auto", bottom: vars.space.md, right: vars.space.md, width: "24rem" } },
});

const toastBase = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  borderInlineStart: "6px solid",
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  outline: "none",
});

export const toastTone = styleVariants({
  info: [toastBase, { borderInlineStartColor: vars.color.brand }],
  success: [toastBase, { borderInlineStartColor: vars.color.success }],
  danger: [toastBase, { borderInlineStartColor: vars.color.danger }],
});

export const content = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, flex: 1 });
export const title = style({ fontWeight: vars.fontWeight.bold });
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const close = style({ flexShrink: 0, minWidth: "36px", padding: 0 });
