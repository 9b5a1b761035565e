import type { MessageKey } from "@kominote/core/i18n/messages";
import type { ContactMethod } from "@kominote/core/rules/login-contact";

/**
 * The sign-in dialog ships with the first page, but the phone check carries the phone-number
 * library's tables: it is fetched when the member first sends a contact, not with the page.
 */
export const checkContact = async (method: ContactMethod, contact: string): Promise<MessageKey | null> => {
  const { validateLoginContact } = await import("@kominote/core/rules/login-contact");
  return validateLoginContact(method, contact);
};
