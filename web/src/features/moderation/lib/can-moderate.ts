import type { Role } from "@kominote/core/schemas/users";

/** Roles that review submissions, see the audit log and send announcements (DECISIONS 2). */
export const moderatorRoles: readonly Role[] = ["moderator", "admin"];

/** Whether the member may open the moderation screen; the server checks the same on every call. */
export const canModerate = (user: { readonly role?: Role } | null | undefined): boolean =>
  user?.role !== undefined && moderatorRoles.includes(user.role);
