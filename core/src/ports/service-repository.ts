import type { Language } from "../i18n/languages";
import type { PublicService } from "../schemas/services";

export type { PublicService };

/** Reads public-service areas, translated with a fallback to the Creole source text. */
export interface ServiceRepository {
  /** Every service, ordered by position. */
  listPublicServices(language: Language): Promise<PublicService[]>;
  findById(id: number, language: Language): Promise<PublicService | null>;
  findBySlug(slug: string, language: Language): Promise<PublicService | null>;
}
