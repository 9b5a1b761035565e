import { defaultLanguage, isLanguage, type Language } from "@kominote/core/i18n/languages";

/**
 * The requester's language: the first Accept-Language tag whose primary subtag is one of ours
 * (so "fr-HT" is French), in the order the client listed them; Creole when none is.
 * Quality values are ignored: the web client sends exactly one language.
 */
export const languageOfHeader = (header: string | undefined): Language => {
  if (header === undefined) return defaultLanguage;
  for (const part of header.split(",")) {
    const primary = part.split(";")[0]?.trim().split("-")[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
};

export const requestLanguage = (request: { headers: { "accept-language"?: string | string[] | undefined } }): Language => {
  const header = request.headers["accept-language"];
  return languageOfHeader(Array.isArray(header) ? header.join(",") : header);
};
