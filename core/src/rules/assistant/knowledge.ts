import type { Language } from "../../i18n/languages";

/** One language's wording of a piece of the platform's content. */
export interface KnowledgeText {
  readonly title: string;
  readonly body: string;
}

/**
 * A piece of the platform's own content the assistant may answer from and cite: a task, a
 * service, an agency, a place, a section of a static page, the points table... `href` is the page
 * of this site that shows it, so every answer can send the member there.
 */
export interface KnowledgeEntry {
  readonly id: string;
  readonly href: string;
  /** Creole always; other languages where the content has them. */
  readonly text: Readonly<Partial<Record<Language, KnowledgeText>>> & { readonly ht: KnowledgeText };
  /** More words it should be found by (a service's name on its tasks, an agency's services). */
  readonly keywords?: string;
}

/** The entry's wording in `language`, else Creole (an agency's description exists in Creole only). */
export const textIn = (entry: KnowledgeEntry, language: Language): KnowledgeText => entry.text[language] ?? entry.text.ht;

/** Everything an entry is found by, in every language it is written in; titles count twice. */
export const indexedText = (entry: KnowledgeEntry): string =>
  [
    ...Object.values(entry.text).flatMap((text) => (text === undefined ? [] : [text.title, text.title, text.body])),
    entry.keywords ?? "",
  ].join(" ");
