import type { Language } from "@kominote/core/i18n/languages";

export type Translations<Text> = Partial<Record<Language, Text>>;

export interface MemoryService {
  readonly id: number;
  slug: string;
  color: string;
  imageUrl: string | null;
  position: number;
  translations: Translations<{ name: string; description: string }>;
}

export interface MemoryTask {
  readonly id: number;
  readonly serviceId: number;
  position: number;
  type: string;
  isPrerequisite: boolean;
  locationRequired: boolean;
  maxContributors: number | null;
  translations: Translations<{ title: string; description: string }>;
}

export interface MemoryUser {
  readonly id: number;
  fullName: string;
  username: string;
  joinedServiceId: number | null;
}

export interface MemoryForum {
  readonly id: number;
  readonly serviceId: number;
  readonly creatorId: number;
  title: string;
  hiddenAt: Date | null;
}

export interface MemoryContribution {
  readonly id: number;
  readonly taskId: number;
  readonly userId: number;
  status: "pending" | "approved" | "rejected";
}

/**
 * The rows the in-memory repositories share, shaped like the database tables, so counts and
 * relations behave the same as in SQL. Ids come from one counter per table, like serial columns.
 */
export class MemoryStore {
  readonly services: MemoryService[] = [];
  readonly tasks: MemoryTask[] = [];
  readonly users: MemoryUser[] = [];
  readonly forums: MemoryForum[] = [];
  readonly contributions: MemoryContribution[] = [];
  private readonly lastIds = new Map<string, number>();

  nextId(table: "services" | "tasks" | "users" | "forums" | "contributions"): number {
    const id = (this.lastIds.get(table) ?? 0) + 1;
    this.lastIds.set(table, id);
    return id;
  }
}

/** The requester's language, else the Creole source text, like the SQL coalesce. */
export const pickTranslation = <Text>(
  translations: Translations<Text>,
  language: Language,
): Text | undefined => translations[language] ?? translations.ht;
