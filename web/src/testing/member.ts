import type { User } from "@kominote/core/schemas/users";

/** A signed-in member as GET /api/auth/user answers, for component tests. */
export const testMember: User = {
  id: 7,
  fullName: "Marie Joseph",
  email: "marie@example.ht",
  phoneNumber: null,
  address: null,
  bio: null,
  profilePhoto: null,
  username: "KDS-0000007-5",
  joinedServiceId: null,
  role: "member",
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** The member a moderator's screens are drawn for. */
export const testModerator: User = { ...testMember, id: 8, fullName: "Roseline Charles", username: "KDS-0000008-4", role: "moderator" };
