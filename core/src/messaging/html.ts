const replacements: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => replacements[character] ?? character);
