import type { ForumResponse } from "@kominote/core/schemas/forums";

const present = (text: string | null): string | null => (text === null || text.trim() === "" ? null : text);

export interface ResponseTexts {
  /** null: show the catalog's fallback ('Repons nan Fowòm', 'Pa gen kontni'). */
  readonly subject: string | null;
  readonly content: string | null;
}

/** The card's texts, each null when missing or blank so the card shows its fallback. */
export const responseTexts = (response: ForumResponse): ResponseTexts => ({
  subject: present(response.subject),
  content: present(response.content),
});
