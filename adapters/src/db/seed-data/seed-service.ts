import type { Language } from "@kominote/core/i18n/languages";

/** Text of a seeded service in one language. */
export interface SeedServiceText {
  readonly name: string;
  readonly description: string;
}

/** Text of a seeded task in one language. */
export interface SeedTaskText {
  readonly title: string;
  readonly description: string;
}

/** One step of a service's sequence; its position is its place in the list (1-based). */
export interface SeedTask {
  readonly type: string;
  readonly isPrerequisite: boolean;
  readonly locationRequired: boolean;
  readonly maxContributors: number | null;
  readonly text: Readonly<Record<Language, SeedTaskText>>;
}

/** A public-service area shipped with every install; upserted by slug at each start. */
export interface SeedService {
  readonly slug: string;
  readonly color: string;
  readonly imageUrl: string | null;
  readonly text: Readonly<Record<Language, SeedServiceText>>;
  readonly tasks: readonly SeedTask[];
}
