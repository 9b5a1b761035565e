import { domainError } from "@kominote/core/errors/domain-error";
import type { NewUser, ProfilePatch, Role, UserRecord, UserRepository } from "@kominote/core/ports/user-repository";
import type { Knex } from "knex";

interface UserRow {
  id: number;
  full_name: string;
  email: string | null;
  phone_number: string | null;
  address: string | null;
  bio: string | null;
  profile_photo: string | null;
  username: string;
  joined_service_id: number | null;
  birthday: string | null;
  role: Role;
  skills: string[] | string;
  primary_service: string | null;
  email_verified_at: Date | null;
  password_hash: string | null;
  created_at: Date;
}

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  phoneNumber: row.phone_number,
  address: row.address,
  bio: row.bio,
  profilePhoto: row.profile_photo,
  username: row.username,
  joinedServiceId: row.joined_service_id,
  birthday: row.birthday,
  role: row.role,
  skills: typeof row.skills === "string" ? (JSON.parse(row.skills) as string[]) : row.skills,
  primaryService: row.primary_service,
  emailVerifiedAt: row.email_verified_at === null ? null : new Date(row.email_verified_at),
  passwordHash: row.password_hash,
  createdAt: new Date(row.created_at),
});

const profileColumns = (patch: ProfilePatch): Record<string, string | number | null> => ({
  ...(patch.fullName === undefined ? {} : { full_name: patch.fullName }),
  ...(patch.email === undefined ? {} : { email: patch.email?.toLowerCase() ?? null }),
  ...(patch.phoneNumber === undefined ? {} : { phone_number: patch.phoneNumber }),
  ...(patch.address === undefined ? {} : { address: patch.address }),
  ...(patch.bio === undefined ? {} : { bio: patch.bio }),
  ...(patch.joinedServiceId === undefined ? {} : { joined_service_id: patch.joinedServiceId }),
});

/** A unique violation on e-mail or phone becomes the DomainError a member can act on; anything else is rethrown. */
const rethrowContactTaken = (error: unknown): never => {
  const failure = error as { code?: string; constraint?: string; detail?: string };
  if (failure.code === "23505") {
    // The constraint's name ("users_email_unique"), else the detail ("Key (email)=(...) already exists.").
    const where = failure.constraint ?? failure.detail ?? "";
    if (where.includes("email")) throw domainError("USER.EMAIL_TAKEN", "errors.user.emailTaken", { fields: { email: "errors.user.emailTaken" } });
    if (where.includes("phone")) {
      throw domainError("USER.PHONE_TAKEN", "errors.user.phoneTaken", { fields: { phoneNumber: "errors.user.phoneTaken" } });
    }
  }
  throw error;
};

/** Members in Postgres. E-mail addresses are stored lowercase, so lookups are exact and indexed. */
export class KnexUserRepository implements UserRepository {
  constructor(private readonly db: Knex) {}

  private async findWhere(where: Record<string, string | number>): Promise<UserRecord | null> {
    // A member who left is a tombstone kept for the community's content, no longer a member.
    const row = (await this.db("users").where(where).whereNull("deleted_at").first()) as UserRow | undefined;
    return row === undefined ? null : toRecord(row);
  }

  findById(id: number): Promise<UserRecord | null> {
    return this.findWhere({ id });
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.findWhere({ email: email.trim().toLowerCase() });
  }

  findByPhone(phone: string): Promise<UserRecord | null> {
    return this.findWhere({ phone_number: phone.replace(/\s+/g, "") });
  }

  async create(input: NewUser): Promise<UserRecord> {
    const rows = (await this.db("users")
      .insert({
        full_name: input.fullName,
        email: input.email?.toLowerCase() ?? null,
        phone_number: input.phoneNumber,
        username: input.username,
        birthday: input.birthday,
        profile_photo: input.profilePhoto,
        skills: JSON.stringify(input.skills),
        primary_service: input.primaryService,
        joined_service_id: input.joinedServiceId,
        password_hash: input.passwordHash,
        role: input.role ?? "member",
      })
      .returning("*")
      .catch(rethrowContactTaken)) as UserRow[];
    const row = rows[0];
    if (row === undefined) throw new Error("the new member was not returned");
    return toRecord(row);
  }

  async updateProfile(id: number, patch: ProfilePatch): Promise<UserRecord | null> {
    const columns = profileColumns(patch);
    if (Object.keys(columns).length === 0) return this.findById(id);
    const rows = (await this.db("users").where({ id }).update(columns).returning("*").catch(rethrowContactTaken)) as UserRow[];
    const row = rows[0];
    return row === undefined ? null : toRecord(row);
  }

  async setProfilePhoto(id: number, url: string | null): Promise<void> {
    await this.db("users").where({ id }).update({ profile_photo: url });
  }

  async markEmailVerified(id: number, at: Date): Promise<void> {
    await this.db("users").where({ id }).update({ email_verified_at: at });
  }

  async setRole(id: number, role: Role): Promise<void> {
    await this.db("users").where({ id }).update({ role });
  }

  async nextMemberSequence(): Promise<number> {
    const result = (await this.db.raw("select nextval('member_number_seq') as value")) as { rows: { value: number | string }[] };
    return Number(result.rows[0]?.value);
  }
}
