import type { ContactableContributor } from "../schemas/contributions";

export type { ContactableContributor };

/** The author of a contribution that may be asked to call back. */
export interface Callee {
  readonly contributionId: number;
  readonly authorId: number;
}

export interface NewCallRequest {
  readonly contributionId: number;
  readonly requesterId: number;
  readonly callerName: string;
  readonly callerPhone: string;
  readonly message: string | null;
  readonly at: Date;
}

/**
 * Call requests and who may receive them. A contribution is contactable when its author shared
 * contact details, allowed direct contact, left a phone number, and it was not rejected. The
 * author's number never leaves this port.
 */
export interface CallRequestStore {
  /** The contactable contributors of a task, newest first, once each, without `excludedUserId`; null for an unknown task. */
  listContactable(taskId: number, excludedUserId: number): Promise<ContactableContributor[] | null>;
  /** The author of a contactable contribution; null when it is unknown or not contactable. */
  findCallee(contributionId: number): Promise<Callee | null>;
  /**
   * Records the request unless the requester already made `dailyLimit` since `dayStart`; counting
   * and recording are one step, so parallel requests cannot pass the limit together.
   */
  recordWithinLimit(
    request: NewCallRequest,
    limit: { readonly dailyLimit: number; readonly dayStart: Date },
  ): Promise<{ readonly id: number; readonly createdAt: Date } | "limitReached">;
}
