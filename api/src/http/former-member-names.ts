import type { Language } from "@kominote/core/i18n/languages";
import { translate } from "./messages";

/** The answer fields that carry a member's name (an author, a creator, a board entry, an actor, who added an agency...). */
const nameFields: ReadonlySet<string> = new Set(["fullName", "authorName", "submittedBy"]);

/**
 * A member who left keeps their place as the author of community content, with an empty name in
 * the database (decision 0020). Every answer shows that name as "former member" in the reader's
 * language, read now rather than stored, so it follows each reader. Live members always have a
 * name (registration and profile edits require one), so an empty one means a former member.
 */
export const withFormerMemberNames = (value: unknown, language: Language): unknown => {
  if (Array.isArray(value)) return value.map((item) => withFormerMemberNames(item, language));
  if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      nameFields.has(key) && field === "" ? translate(language, "users.formerMember") : withFormerMemberNames(field, language),
    ]),
  );
};
