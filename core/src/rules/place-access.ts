import type { Role } from "../schemas/users";
import { hasRoleAtLeast } from "./roles";

/** Who may see a place under review and edit it: its author, and moderators (and admins). */
export const mayManagePlace = (viewer: { readonly id: number; readonly role: Role } | null, authorId: number): boolean =>
  viewer !== null && (viewer.id === authorId || hasRoleAtLeast(viewer.role, "moderator"));
