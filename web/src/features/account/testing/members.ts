import type { User } from "@kominote/core/schemas/users";

/** A member as `GET /api/auth/user` answers, for stories and tests. */
export const marie: User = {
  id: 7,
  fullName: "Marie Joseph",
  email: "marie@example.ht",
  phoneNumber: "+50937123456",
  address: null,
  bio: "Enfimyè nan Okap, mwen renmen ede timoun aprann li.",
  profilePhoto: null,
  username: "KDS-0000007-3",
  joinedServiceId: 1,
  role: "member",
  createdAt: "2026-05-01T10:00:00.000Z",
};

/** "Today" for the same stories and tests: 41 whole days after Marie joined. */
export const accountNow = new Date("2026-06-11T12:00:00Z");
