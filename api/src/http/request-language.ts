import { defaultLanguage, isLanguage, type Language } from "@kominote/core/i18n/languages";

/**
 * The requester's language: the first Accept-Language tag whose primary subtag is one of ours
 * (so "fr-HT" is French), in the order the client listed them; Creole when none is.
 * Quality values are ignored: the web client sends exactly one language.
 */
const parseHeader = (header: string): Language => {
  for (const part of header.split(",")) {
    const primary = part.split(";")[0]?.trim().split("-")[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
};

/**
 * Browsers send a handful of different headers, and a request asks for its language several times
 * (its handler, its answer's names, its errors): each header is read once, into a map that starts
 * over when a stranger's many made-up headers have filled it.
 */
const readHeaders = new Map<string, Language>();
const readHeadersKept = 256;

export const languageOfHeader = (header: string | undefined): Language => {
  if (header === undefined) return defaultLanguage;
  const known = readHeaders.get(header);
  if (known !== undefined) return known;
  if (readHeaders.size >= readHeadersKept) readHeaders.clear();
  const language = parseHeader(header);
  readHeaders.set(header, language);
  return language;
};

export const requestLanguage = (request: { headers: { "accept-language"?: string | string[] | undefined } }): Language => {
  const header = request.headers["accept-language"];
  return languageOfHeader(Array.isArray(header) ? header.join(",") : header);
};
