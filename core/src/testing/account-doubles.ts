/*
 * In-memory doubles of the account ports, for the unit tests of the account use cases. They keep
 * the promises the ports make (unique contacts, single-use links, codes that expire and count their
 * tries) so the tests exercise real rules.
 */
import { emailTaken, phoneTaken } from "../errors/accounts";
import type { Clock } from "../ports/clock";
import type { EmailVerificationRecord, EmailVerificationStore } from "../ports/email-verification-store";
import type { RandomSource } from "../ports/id-generator";
import type { ImageProcessor } from "../ports/image-processor";
import type { LoginCodeStore, StoredLoginCode } from "../ports/login-code-store";
import type { MailMessage, Mailer } from "../ports/mailer";
import type { PasswordHasher } from "../ports/password-hasher";
import type { SecretHasher } from "../ports/secret-hasher";
import type { SessionStore, StoredSession } from "../ports/session-store";
import type { SmsMessage, SmsSender } from "../ports/sms-sender";
import type { FileStorage, StoredFile } from "../ports/storage";
import type { NewUser, ProfilePatch, Role, UserRecord, UserRepository } from "../ports/user-repository";
import { base64Url } from "../rules/base64-url";

/** A clock tests move forward by hand. */
export const steppingClock = (start: Date): Clock & { advance(ms: number): void } => {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
};

/** Hands out the given bytes in order (then zeros), so codes and tokens are predictable. */
export const scriptedRandom = (...chunks: number[][]): RandomSource & { taken: number } => {
  const queue = chunks.map((chunk) => Uint8Array.from(chunk));
  const source = {
    taken: 0,
    bytes: (length: number) => {
      source.taken += 1;
      const next = queue.shift();
      return next === undefined ? new Uint8Array(length) : next.slice(0, length);
    },
    uuid: () => "00000000-0000-4000-8000-000000000000",
  };
  return source;
};

/** The 4 random bytes that make `drawLoginCode` give `code` (a value below the rejection limit). */
export const bytesForCode = (code: string): number[] => {
  const value = Number(code);
  return [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
};

/** A readable stand-in for HMAC that counts its comparisons. */
export const recordingHasher = (): SecretHasher & { comparisons: number } => {
  const hasher = {
    comparisons: 0,
    hash: (secret: string) => `keyed(${secret})`,
    equals: (a: string, b: string) => {
      hasher.comparisons += 1;
      return a === b;
    },
  };
  return hasher;
};

export class MemoryLoginCodeStore implements LoginCodeStore {
  readonly codes = new Map<string, StoredLoginCode>();
  readonly sends: { contact: string; at: Date }[] = [];

  async find(contact: string) {
    const code = this.codes.get(contact);
    return code === undefined ? null : { ...code };
  }
  async save(contact: string, code: StoredLoginCode) {
    this.codes.set(contact, { ...code });
  }
  async takeTry(contact: string, { now, maxTries }: { now: Date; maxTries: number }) {
    const code = this.codes.get(contact);
    if (code === undefined || code.expiresAt.getTime() <= now.getTime() || code.tries >= maxTries) return null;
    code.tries += 1;
    return { ...code };
  }
  async consume(contact: string, codeHash: string) {
    if (this.codes.get(contact)?.codeHash !== codeHash) return false;
    return this.codes.delete(contact);
  }
  async recordSend(contact: string, at: Date) {
    this.sends.push({ contact, at });
  }
  async sendsSince(contact: string, since: Date) {
    return this.sends
      .filter((send) => send.contact === contact && send.at > since)
      .map((send) => send.at)
      .sort((a, b) => a.getTime() - b.getTime());
  }
}

export class MemorySessionStore implements SessionStore {
  readonly sessions = new Map<string, Omit<StoredSession, "role">>();
  touches = 0;

  constructor(private readonly roles: (userId: number) => StoredSession["role"] = () => "member") {}

  async create(token: string, session: { userId: number; createdAt: Date; expiresAt: Date }) {
    this.sessions.set(token, { ...session, lastActiveAt: session.createdAt });
  }
  async find(token: string) {
    const session = this.sessions.get(token);
    return session === undefined ? null : { ...session, role: this.roles(session.userId) };
  }
  async touch(token: string, at: Date) {
    const session = this.sessions.get(token);
    if (session === undefined) return;
    this.touches += 1;
    session.lastActiveAt = at;
  }
  async delete(token: string) {
    this.sessions.delete(token);
  }
  async deleteAllOf(userId: number) {
    for (const [token, session] of this.sessions) if (session.userId === userId) this.sessions.delete(token);
  }
}

export const memberRecord = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  id: 7,
  fullName: "Marie Joseph",
  email: "marie.joseph@example.ht",
  phoneNumber: "+50937123456",
  address: null,
  bio: null,
  profilePhoto: null,
  username: "KDS-0000007-4",
  joinedServiceId: null,
  birthday: "1990-05-14",
  role: "member",
  skills: [],
  primaryService: null,
  emailVerifiedAt: null,
  passwordHash: null,
  createdAt: new Date("2026-01-05T12:00:00Z"),
  ...overrides,
});

/** Reads only, over the given members: the use cases tested with it never write members. */
export const readOnlyUsers = (known: UserRecord[]): UserRepository => {
  const users = new MemoryUsers(() => new Date(0));
  for (const user of known) users.rows.set(user.id, user);
  const refuse = () => Promise.reject(new Error("a read-only double was asked to write"));
  return {
    findById: (id) => users.findById(id),
    findByEmail: (email) => users.findByEmail(email),
    findByPhone: (phone) => users.findByPhone(phone),
    create: refuse,
    updateProfile: refuse,
    setProfilePhoto: refuse,
    markEmailVerified: refuse,
    setRole: refuse,
    nextMemberSequence: refuse,
  };
};

export const capturingMailer = (): Mailer & { sent: MailMessage[] } => {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
};

export const capturingSms = (): SmsSender & { sent: SmsMessage[] } => {
  const sent: SmsMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
};

/** A new member as registration would give it, with nothing optional filled; tests give what matters to them. */
export const newMember = (fields: Pick<NewUser, "fullName" | "username"> & Partial<NewUser>): NewUser => ({
  email: null,
  phoneNumber: null,
  birthday: null,
  profilePhoto: null,
  skills: [],
  primaryService: null,
  joinedServiceId: null,
  passwordHash: null,
  ...fields,
});

export class MemoryUsers implements UserRepository {
  readonly rows = new Map<number, UserRecord>();
  private sequence = 0;
  private lastId = 0;

  constructor(private readonly now: () => Date) {}

  async findById(id: number) {
    return this.rows.get(id) ?? null;
  }
  /** E-mail addresses are kept lowercase and phone numbers without spaces, as the database keeps them. */
  async findByEmail(email: string) {
    const wanted = email.trim().toLowerCase();
    return [...this.rows.values()].find((user) => user.email === wanted) ?? null;
  }
  async findByPhone(phone: string) {
    const wanted = phone.replace(/\s+/g, "");
    return [...this.rows.values()].find((user) => user.phoneNumber === wanted) ?? null;
  }
  private assertUnique(id: number, email: string | null | undefined, phone: string | null | undefined): void {
    for (const user of this.rows.values()) {
      if (user.id === id) continue;
      if (email != null && user.email === email) throw emailTaken();
      if (phone != null && user.phoneNumber === phone) throw phoneTaken();
    }
  }
  async create(input: NewUser) {
    const email = input.email?.toLowerCase() ?? null;
    this.assertUnique(0, email, input.phoneNumber);
    this.lastId += 1;
    const user: UserRecord = {
      ...input,
      email,
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
    const email = patch.email?.toLowerCase() ?? patch.email;
    this.assertUnique(id, email, patch.phoneNumber);
    const defined = Object.fromEntries(Object.entries({ ...patch, email }).filter(([, value]) => value !== undefined));
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

export class MemoryStorage implements FileStorage {
  readonly files = new Map<string, StoredFile>();
  async put(key: string, bytes: Uint8Array, contentType: string) {
    this.files.set(key, { bytes, contentType });
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async open(key: string) {
    const file = this.files.get(key);
    if (file === undefined) return null;
    return { contentType: file.contentType, byteLength: file.bytes.byteLength, body: (async function* () {
        yield file.bytes;
      })() };
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
