import type { MessageKey } from "../i18n/messages";
import { validateEmail } from "./email";
import { validatePhone } from "./phone";

/** How a member asks for a sign-in code. */
export type ContactMethod = "email" | "phone";

/** The sign-in form first asks for the contact, then checks it with the registration patterns. */
export const validateLoginContact = (method: ContactMethod, contact: string): MessageKey | null => {
  if (contact.trim() === "") {
    return method === "email" ? "validation.email.required" : "validation.phone.required";
  }
  return method === "email" ? validateEmail(contact) : validatePhone(contact);
};
