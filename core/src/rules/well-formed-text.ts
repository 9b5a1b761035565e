/** A UTF-16 surrogate standing alone: with the `u` flag a proper pair is one code point, never matched. */
const loneSurrogate = /\p{Cs}/u;

/**
 * Whether a string is well-formed Unicode. A lone surrogate cannot be encoded as UTF-8: PostgreSQL
 * stores it as a replacement character in text, and refuses it in JSON, so ill-formed text would
 * either change silently or fail a write half way.
 */
export const isWellFormedText = (text: string): boolean => !loneSurrogate.test(text);

/** How deep a request is walked; the JSON parser already bounds bodies, this is a second guard. */
const maxDepth = 64;

/**
 * The paths of every ill-formed string in a request value (object keys included: a key becomes a
 * field name in answers and logs), in document order.
 */
export const illFormedTextPaths = (value: unknown, path: readonly (string | number)[] = [], depth = 0): (string | number)[][] => {
  if (typeof value === "string") return isWellFormedText(value) ? [] : [[...path]];
  if (depth > maxDepth || typeof value !== "object" || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => illFormedTextPaths(item, [...path, index], depth + 1));
  return Object.entries(value).flatMap(([key, item]) =>
    isWellFormedText(key) ? illFormedTextPaths(item, [...path, key], depth + 1) : [[...path]],
  );
};
