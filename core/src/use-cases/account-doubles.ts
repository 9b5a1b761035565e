/*
 * In-memory doubles of the account ports, for the unit tests of the account use cases. They keep
 * the promises the ports make (unique contacts, single-use links) so the tests exercise real rules.
 */
import type { EmailVerificationRecord, EmailVerificationStore } from "../ports/email-verification-store";
import type { RandomSource } from "../ports/id-generator";
import type { ImageProcessor } from "../ports/image-processor";
import type { MailMessage, Mailer } from "../ports/mailer";
import type { PasswordHasher } from "../ports/password-hasher";
import type { FileStorage, StoredFile } from "../ports/storage";
import { base64Url } from "../rules/base64-url";
import type { NewUser, ProfilePatch, Role, UserRecord, UserRepository } from "../ports/user-repository";
import { emailTaken, phoneTaken } from "../errors/accounts";

export class MemoryUsers implements UserRepository {
  readonly rows = new Map<number, UserRecord>();
  private sequence = 0;
  private lastId = 0;

  constructor(private readonly now: () => Date) {}

  async findById(id: number) {
    return this.rows.get(id) ?? null;
  }
  async findByEmail(email: string) {
    return [...this.rows.values()].find((user) => user.email === email) ?? null;
  }
  async findByPhone(phone: string) {
    return [...this.rows.values()].find((user) => user.phoneNumber === phone) ?? null;
  }
  private assertUnique(id: number, email: string | null | undefined, phone: string | null | undefined): void {
    for (const user of this.rows.values()) {
      if (user.id === id) continue;
      if (email != null && user.email === email) throw emailTaken();
      if (phone != null && user.phoneNumber === phone) throw phoneTaken();
    }
  }
  async create(input: NewUser) {
    this.assertUnique(0, input.email, input.phoneNumber);
    this.lastId += 1;
    const user: UserRecord = {
      ...input,
      id: this.lastId,
      address: null,
      bio: null,
      role: input.role ?? "member",
      emailVerifiedAt: null,
      createdAt: this.now(),
    };
    this.rows.set(user.id, user);
    return user;
  }
  async updateProfile(id: number, patch: ProfilePatch) {
    const user = this.rows.get(id);
    if (user === undefined) return null;
    this.assertUnique(id, patch.email, patch.phoneNumber);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const updated = { ...user, ...defined };
    this.rows.set(id, updated);
    return updated;
  }
  async setProfilePhoto(id: number, url: string | null) {
    const user = this.rows.get(id);
    if (user !== undefined) this.rows.set(id, { ...user, profilePhoto: url });
  }
  async markEmailVerified(id: number, at: Date) {
    const user = this.rows.get(id);
    if (user !== undefined) this.rows.set(id, { ...user, emailVerifiedAt: at });
  }
  async setRole(id: number, role: Role) {
    const user = this.rows.get(id);
    if (user !== undefined) this.rows.set(id, { ...user, role });
  }
  async nextMemberSequence() {
    this.sequence += 1;
    return this.sequence;
  }
}

export class MemoryVerifications implements EmailVerificationStore {
  readonly links = new Map<string, EmailVerificationRecord>();

  constructor(private readonly users: MemoryUsers) {}

  async save(token: string, record: { userId: number; email: string; expiresAt: Date }) {
    this.links.set(token, { ...record, usedAt: null });
  }
  async find(token: string) {
    return this.links.get(token) ?? null;
  }
  async consume(token: string, at: Date) {
    const link = this.links.get(token);
    if (link === undefined || link.usedAt !== null) return false;
    this.links.set(token, { ...link, usedAt: at });
    return true;
  }
  async resetForNewEmail(userId: number) {
    for (const [token, link] of this.links) if (link.userId === userId && link.usedAt === null) this.links.delete(token);
    const user = this.users.rows.get(userId);
    if (user !== undefined) this.users.rows.set(userId, { ...user, emailVerifiedAt: null });
  }
  async endUnused(userId: number, at: Date) {
    for (const [token, link] of this.links) if (link.userId === userId && link.usedAt === null) this.links.set(token, { ...link, usedAt: at });
  }
  async expiriesAfter(userId: number, after: Date) {
    return [...this.links.values()]
      .filter((link) => link.userId === userId && link.expiresAt.getTime() > after.getTime())
      .map((link) => link.expiresAt)
      .sort((a, b) => a.getTime() - b.getTime());
  }
}

export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
}

export class MemoryStorage implements FileStorage {
  readonly files = new Map<string, StoredFile>();
  async put(key: string, bytes: Uint8Array, contentType: string) {
    this.files.set(key, { bytes, contentType });
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async remove(key: string) {
    this.files.delete(key);
  }
}

/** Accepts bytes starting with "IMG" and answers them as a 1x1 WebP; anything else is not a photo. */
export const fakeImages: ImageProcessor = {
  async processProfilePhoto(bytes) {
    const isImage = bytes[0] === 0x49 && bytes[1] === 0x4d && bytes[2] === 0x47;
    return isImage
      ? { ok: true, image: { bytes, contentType: "image/webp", extension: "webp", width: 1, height: 1 } }
      : { ok: false, messageKey: "validation.photo.type" };
  },
};

/** "hashed:" + the password: enough to see that the clear password is never stored. */
export const fakePasswords: PasswordHasher = {
  async hash(password) {
    return `hashed:${password}`;
  },
  async verify(password, hash) {
    return hash === `hashed:${password}`;
  },
};

/** Bytes 1, 2, 3... so every token and file name differs and is predictable. */
export const countingRandom = (): RandomSource => {
  let counter = 0;
  return {
    bytes: (length) => Uint8Array.from({ length }, () => (counter = (counter + 1) % 256)),
    uuid: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`,
  };
};

/** A base64 data URL of `text` (ASCII), as a browser would send a picked file. */
export const dataUrlOf = (mediaType: string, text: string): string => {
  const bytes = Uint8Array.from([...text].map((char) => char.charCodeAt(0) & 0xff));
  const base64 = base64Url(bytes).replace(/-/g, "+").replace(/_/g, "/");
  return `data:${mediaType};base64,${base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")}`;
};
