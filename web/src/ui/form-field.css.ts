import { style } from "@vanilla-extract/css";
import { fieldError, fieldLabel, textBox } from "../theme/form-rules";
import { smallMuted, stack } from "../theme/layout-rules";
import { vars } from "../theme/theme.css";

/**
 * A form's column of fields: the label, hint, text box and error of each, the row of actions and the
 * "sending" line. The registration wizard, the contribution wizard, the call request and the idea
 * forms all draw their fields with these.
 */
export const form = style(stack(vars.space.md));

export const field = style(stack(vars.space.xs));

export const label = style(fieldLabel);

export const hint = style(smallMuted);

export const input = style({ ...textBox, minHeight: "44px", fontSize: vars.fontSize.md });

export const error = style(fieldError);

export const actions = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm });

export const pending = style({ display: "flex", alignItems: "center", gap: vars.space.sm });
