const excerptLength = 80;

/** A reported post or idea can be long: titles and toasts name it by its first words. */
export const reportExcerpt = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= excerptLength ? flat : `${flat.slice(0, excerptLength - 1).trimEnd()}…`;
};
