import type { Role } from "../schemas/users";

export type { Role };

/** A member as stored. E-mail is kept lowercase, the phone number normalized (no spaces). */
export interface UserRecord {
  id: number;
  fullName: string;
  email: string | null;
  phoneNumber: string | null;
  address: string | null;
  bio: string | null;
  /** URL path of the stored photo. */
  profilePhoto: string | null;
  /** The member number (KDS-0000123-4). */
  username: string;
  joinedServiceId: number | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  role: Role;
  skills: string[];
  primaryService: string | null;
  emailVerifiedAt: Date | null;
  passwordHash: string | null;
  createdAt: Date;
}

/** What registration gives to create a member; the store assigns id and createdAt. */
export interface NewUser {
  fullName: string;
  email: string | null;
  phoneNumber: string | null;
  username: string;
  birthday: string | null;
  profilePhoto: string | null;
  skills: string[];
  primaryService: string | null;
  joinedServiceId: number | null;
  passwordHash: string | null;
  role?: Role;
}

/** Fields a member may change on their own profile; absent ones stay as they are. */
export interface ProfilePatch {
  fullName?: string;
  email?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  bio?: string | null;
  /** The member's main service (joining another replaces it). */
  joinedServiceId?: number | null;
}

export interface UserRepository {
  findById(id: number): Promise<UserRecord | null>;
  /** Looks up by the lowercase e-mail. */
  findByEmail(email: string): Promise<UserRecord | null>;
  /** Looks up by the normalized phone number. */
  findByPhone(phone: string): Promise<UserRecord | null>;
  /** Fails with DomainError `USER.EMAIL_TAKEN` / `USER.PHONE_TAKEN` when the contact is already used. */
  create(input: NewUser): Promise<UserRecord>;
  /** Same unique-contact failures as create. Resolves to null for an unknown id. */
  updateProfile(id: number, patch: ProfilePatch): Promise<UserRecord | null>;
  setProfilePhoto(id: number, url: string | null): Promise<void>;
  markEmailVerified(id: number, at: Date): Promise<void>;
  setRole(id: number, role: Role): Promise<void>;
  /** The next value of the member-number sequence (1, 2, 3...), never reused. */
  nextMemberSequence(): Promise<number>;
}
