/** The four static pages; each has its full text written in all five languages. */
export const staticPages = ["about", "rules-of-engagement", "terms-conditions", "privacy-policy"] as const;
export type StaticPage = (typeof staticPages)[number];

export interface StaticSection {
  /** The section's fragment, the same in every language, for links into it (/privacy-policy#cookies). */
  readonly anchor?: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** An optional bulleted list shown after the paragraphs. */
  readonly items?: readonly string[];
}

export interface StaticPageContent {
  readonly title: string;
  /** Short lead under the title. */
  readonly description: string;
  /** "Last changed" line, already worded in the page's language (terms and privacy only). */
  readonly lastUpdated?: string;
  readonly sections: readonly StaticSection[];
}
