import type { Language } from "@kominote/core/i18n/languages";
import { jsonBytesOf } from "@kominote/core/rules/json-text";
import { translate } from "./messages";

/** The answer fields that carry a member's name (an author, a creator, a board entry, an actor, who added an agency, a safe place or a connection point...). */
const nameFields: ReadonlySet<string> = new Set(["fullName", "authorName", "submittedBy", "reportedBy"]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The same value when nothing in it names a former member, so identity-keyed caches keep hitting;
 * a copy is made only on the way to a name that changes (most answers name none, and a page of
 * fifty places read field by field without copying costs no garbage).
 */
const named = (value: unknown, formerMember: string): unknown => {
  if (Array.isArray(value)) {
    let items: unknown[] | null = null;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const next = named(item, formerMember);
      if (next !== item) {
        items ??= [...value];
        items[index] = next;
      }
    }
    return items ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    const field = value[key];
    const next = nameFields.has(key) && field === "" ? formerMember : named(field, formerMember);
    if (next !== field) {
      copy ??= { ...value };
      copy[key] = next;
    }
  }
  return copy ?? value;
};

const emptyField = Buffer.from(':""');

/**
 * Whether a value carrying its JSON (a page of the approved places held in memory, decision 0037)
 * surely names no former member: its bytes hold no empty field (`:""`, which inside JSON can only
 * end a key, a quote in a string being escaped). Searched in the bytes rather than by reading
 * the page's fifty places field by field, on every page nobody asked before.
 */
const namesNoFormerMember = (value: object): boolean => {
  const bytes = jsonBytesOf(value);
  return bytes !== undefined && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(emptyField) === -1;
};

/** Answers cached by the use case (a catalogue, a board) are read once per language, not per request. */
const namedOnce = new WeakMap<object, Map<Language, unknown>>();

/**
 * A member who left keeps their place as the author of community content, with an empty name in
 * the database (decision 0020). Every answer shows that name as "former member" in the reader's
 * language, read now rather than stored, so it follows each reader. Live members always have a
 * name (registration and profile edits require one), so an empty one means a former member.
 *
 * The answer keeps its identity when no name needed reading, and a cached answer maps to the same
 * named answer per language: the JSON text, ETag and compressed bytes are made once per value
 * (api/src/http/cacheable.ts), which a fresh copy on every request would defeat.
 */
export const withFormerMemberNames = (value: unknown, language: Language): unknown => {
  if (value === null || typeof value !== "object") return value;
  const known = namedOnce.get(value)?.get(language);
  if (known !== undefined) return known;
  const result = namesNoFormerMember(value) ? value : named(value, translate(language, "users.formerMember"));
  const perLanguage = namedOnce.get(value) ?? new Map<Language, unknown>();
  perLanguage.set(language, result);
  namedOnce.set(value, perLanguage);
  return result;
};
