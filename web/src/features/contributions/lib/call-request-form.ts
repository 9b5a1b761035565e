import { sourceMessages, type MessageKey } from "@kominote/core/i18n/messages";
import { callRequestSchema, type CallRequest } from "@kominote/core/schemas/contributions";

export interface CallRequestForm {
  readonly callerName: string;
  readonly callerPhone: string;
  readonly message: string;
}

export const emptyCallRequestForm: CallRequestForm = { callerName: "", callerPhone: "", message: "" };

export type CallRequestCheck =
  | { readonly ok: true; readonly request: CallRequest }
  | { readonly ok: false; readonly problems: Readonly<Partial<Record<keyof CallRequestForm, MessageKey>>> };

const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(sourceMessages, text);

/**
 * The form checked by the server's own schema: name and phone required after trim ("Tanpri ranpli
 * non ou ak nimewo telefòn ou"), a valid number, an optional message (empty means none).
 */
export const checkCallRequest = (form: CallRequestForm): CallRequestCheck => {
  const parsed = callRequestSchema.safeParse({
    callerName: form.callerName,
    callerPhone: form.callerPhone,
    message: form.message.trim() === "" ? null : form.message,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const problems: Partial<Record<keyof CallRequestForm, MessageKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "") as keyof CallRequestForm;
    problems[field] ??= isMessageKey(issue.message) ? issue.message : "errors.field.invalid";
  }
  return { ok: false, problems };
};
