import type { User } from "@kominote/core/schemas/users";

const dayMs = 24 * 60 * 60 * 1000;

/** A member joins one main service: 1 once they have, else 0. */
export const servicesJoined = (user: Pick<User, "joinedServiceId">): number => (user.joinedServiceId === null ? 0 : 1);

/** Whole days since the account was created (0 on the first day, never negative). */
export const daysSinceJoining = (createdAt: string, now: Date): number => {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return 0;
  return Math.max(0, Math.floor((now.getTime() - created) / dayMs));
};

/** Up to two initials of the full name, shown when there is no photo ("Marie Joseph" -> "MJ"). */
export const initialsOf = (fullName: string): string => {
  const parts = fullName.trim().split(/\s+/).filter((part) => part !== "");
  const first = parts[0];
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return [first, last]
    .map((part) => (part === undefined ? "" : (Array.from(part)[0] ?? "").toLocaleUpperCase()))
    .join("");
};
