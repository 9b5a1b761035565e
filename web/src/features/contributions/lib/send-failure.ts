import { isApiError } from "../../../api/api-error";
import { fieldRoot, isNetworkFailure } from "../../../lib/submit-failure";
import { stepIndexOfField } from "./contribution-steps";

/**
 * Why a submission did not go through, and so what the wizard does with it:
 * offline: kept on the device and sent when the connection returns;
 * invalid: the server refused a field (400), shown on that field's step, not queued;
 * failed: anything else, shown with a retry; the draft stays.
 */
export type SendFailure =
  | { readonly kind: "offline" }
  | { readonly kind: "invalid"; readonly stepIndex: number; readonly field: string; readonly message: string }
  | { readonly kind: "failed"; readonly message: string | null };

export const classifySendFailure = (error: unknown, isOnline: boolean): SendFailure => {
  if (!isApiError(error) || isNetworkFailure(error, isOnline)) return { kind: "offline" };
  if (error.status === 400) {
    const first = Object.entries(error.fields ?? {})
      .map(([field, message]) => ({ stepIndex: stepIndexOfField(field), field: fieldRoot(field), message }))
      .sort((a, b) => a.stepIndex - b.stepIndex)[0];
    if (first !== undefined) return { kind: "invalid", ...first };
  }
  return { kind: "failed", message: error.serverMessage ?? null };
};
