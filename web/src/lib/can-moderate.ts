import { moderatorRoles } from "@kominote/core/rules/roles";
import type { Role } from "@kominote/core/schemas/users";

/** Whether the member may open the moderation screen; the server checks the same on every call. */
export const canModerate = (user: { readonly role?: Role } | null | undefined): boolean =>
  user?.role !== undefined && moderatorRoles.includes(user.role);
