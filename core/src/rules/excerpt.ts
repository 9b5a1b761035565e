const excerptLength = 80;

/** A post or idea can be long: titles, toasts and the audit log name it by its first words. */
export const excerpt = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= excerptLength ? flat : `${flat.slice(0, excerptLength - 1).trimEnd()}…`;
};
