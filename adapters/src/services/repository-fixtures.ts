import type { Language } from "@kominote/core/i18n/languages";

/** A service to insert for a test; text only in the languages given. */
export interface ServiceFixture {
  readonly slug: string;
  readonly position: number;
  readonly color?: string;
  readonly imageUrl?: string | null;
  readonly text: Partial<Record<Language, { name: string; description: string }>>;
}

export interface TaskFixture {
  readonly serviceId: number;
  readonly position: number;
  readonly type?: string;
  readonly isPrerequisite?: boolean;
  readonly locationRequired?: boolean;
  readonly maxContributors?: number | null;
  readonly text: Partial<Record<Language, { title: string; description: string }>>;
}

/**
 * Rows a contract test needs to exist, written the way each storage writes them, so one suite
 * checks that every adapter of a port reads the same data the same way. Each returns the new id.
 */
export interface RepositoryFixtures {
  addService(service: ServiceFixture): Promise<number>;
  addTask(task: TaskFixture): Promise<number>;
  addMember(member: { joinedServiceId: number | null }): Promise<number>;
  addForum(forum: { serviceId: number; creatorId: number; hidden?: boolean }): Promise<number>;
  addContribution(contribution: {
    taskId: number;
    userId: number;
    status?: "pending" | "approved" | "rejected";
  }): Promise<number>;
}

/** Member numbers for test members: unique, in the product's KDS format. */
export const testMemberNumber = (sequence: number): string => `KDS-${String(sequence).padStart(7, "0")}-0`;
