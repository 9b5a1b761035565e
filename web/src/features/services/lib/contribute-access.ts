import type { User } from "@kominote/core/schemas/users";

/**
 * What pressing "contribute" does for the reader: a visitor signs in first; a member contributes
 * only in their main service, so one without it (none chosen, or another one) is offered to join.
 */
export type ContributeAccess = "visitor" | "noService" | "otherService" | "member";

export const contributeAccess = (user: User | null, serviceId: number): ContributeAccess => {
  if (user === null) return "visitor";
  if (user.joinedServiceId === null) return "noService";
  return user.joinedServiceId === serviceId ? "member" : "otherService";
};
