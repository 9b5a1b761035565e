/**
 * Whether a parsed body or query holds a NUL character anywhere. PostgreSQL cannot store one in a
 * text column, so such a request would otherwise fail deep in a repository as a server error;
 * no form a member fills in can type one, so it is refused as malformed before any handler runs.
 */
export const containsNulCharacter = (value: unknown, depth = 0): boolean => {
  if (typeof value === "string") return value.includes("\u0000");
  // Bodies are bounded in size and depth by the JSON parser; this bound is a second guard.
  if (depth > 64 || typeof value !== "object" || value === null) return false;
  const entries = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return entries.some((entry) => containsNulCharacter(entry, depth + 1));
};
