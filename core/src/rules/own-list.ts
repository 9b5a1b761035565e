import type { Language } from "../i18n/languages";

/** Who asks for a member's own list: only the member the path names may read it. */
export interface OwnListInput {
  /** The member the path names. */
  readonly userId: number;
  /** The signed-in member: a member's contributions, contact details included, are theirs alone. */
  readonly requesterId: number;
  readonly language: Language;
}
