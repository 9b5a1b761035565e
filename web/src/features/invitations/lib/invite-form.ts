import type { MessageKey } from "@kominote/core/i18n/messages";
import { validatePhone } from "@kominote/core/rules/phone";
import type { InviteMethod, SendInvitationRequest } from "@kominote/core/schemas/invitations";

/** What the member types: the method chosen, the friend's contact, and the message. */
export interface InviteForm {
  readonly method: InviteMethod;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
}

/** The form as it opens, and as it comes back after a sent invitation (SPEC 4). */
export const freshInviteForm = (defaultMessage: string): InviteForm => ({ method: "email", email: "", phone: "", message: defaultMessage });

/**
 * The missing contact of an e-mail or phone invitation, or a number that is no phone number (the
 * server's own rule), with the field it belongs to (SPEC 5).
 */
export const inviteFormProblem = (form: InviteForm): { field: "inviteeEmail" | "inviteePhone"; messageKey: MessageKey } | null => {
  if (form.method === "email" && form.email.trim() === "") return { field: "inviteeEmail", messageKey: "invitations.form.emailRequired" };
  if (form.method === "phone" && form.phone.trim() === "") return { field: "inviteePhone", messageKey: "invitations.form.phoneRequired" };
  const wrongPhone = form.method === "phone" ? validatePhone(form.phone) : null;
  return wrongPhone === null ? null : { field: "inviteePhone", messageKey: wrongPhone };
};

/** The request for the method chosen: only its own contact travels. */
export const inviteRequestOf = (form: InviteForm): SendInvitationRequest => ({
  inviteMethod: form.method,
  message: form.message,
  ...(form.method === "email" ? { inviteeEmail: form.email.trim() } : {}),
  ...(form.method === "phone" ? { inviteePhone: form.phone } : {}),
});
