import type { Role } from "../schemas/users";

/**
 * Roles are ordered: a moderator may do what a member may, an admin what a moderator may. The
 * server checks each route's access with this order and the web client shows the moderation
 * screen by it, so both always agree.
 */
const rank: Readonly<Record<Role, number>> = { member: 1, moderator: 2, admin: 3 };

/** Whether a member of role `role` may do what `required` allows. */
export const hasRoleAtLeast = (role: Role, required: Role): boolean => rank[role] >= rank[required];

/** Roles that review submissions, see the audit log and send announcements (DECISIONS 2). */
export const moderatorRoles: readonly Role[] = (Object.keys(rank) as Role[]).filter((role) => hasRoleAtLeast(role, "moderator"));
