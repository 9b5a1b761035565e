/** A list typed by a person (services, tags): trimmed, empties dropped, each once (case aside), first spelling kept. */
export const tidyList = (items: readonly string[]): string[] => {
  const seen = new Set<string>();
  return items
    .map((item) => item.trim())
    .filter((item) => {
      const key = item.toLowerCase();
      if (item === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};
