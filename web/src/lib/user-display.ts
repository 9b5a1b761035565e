import type { User } from "@kominote/core/schemas/users";

type Named = Pick<User, "fullName" | "username">;

/** The name the header shows: the full name, else the member number; null means "show the generic word". */
export const displayNameOf = (user: Named): string | null => {
  const fullName = user.fullName.trim();
  if (fullName !== "") return fullName;
  const username = user.username.trim();
  return username === "" ? null : username;
};

/** The first name, for the drawer's greeting; falls back like the display name. */
export const firstNameOf = (user: Named): string | null => {
  const first = user.fullName.trim().split(/\s+/, 1)[0] ?? "";
  return first === "" ? displayNameOf(user) : first;
};

/** Up to two letters for the avatar when there is no photo: first and last name's initials. */
export const initialsOf = (name: string | null): string => {
  const parts = (name ?? "").trim().split(/\s+/).filter((part) => part !== "");
  const first = parts[0];
  if (first === undefined) return "?";
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const letters = [first, last].map((part) => (part === undefined ? "" : Array.from(part)[0] ?? ""));
  return letters.join("").toLocaleUpperCase();
};
