import type { UserRecord } from "../ports/user-repository";
import type { User } from "../schemas/users";

/** What a member sees of their own account: never the password hash nor internal fields. */
export const toPublicUser = (record: UserRecord): User => ({
  id: record.id,
  fullName: record.fullName,
  email: record.email,
  phoneNumber: record.phoneNumber,
  address: record.address,
  bio: record.bio,
  profilePhoto: record.profilePhoto,
  username: record.username,
  joinedServiceId: record.joinedServiceId,
  role: record.role,
  createdAt: record.createdAt.toISOString(),
  emailVerified: record.emailVerifiedAt !== null,
});
