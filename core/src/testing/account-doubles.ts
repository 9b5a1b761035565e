import type { Clock } from "../ports/clock";
import type { RandomSource } from "../ports/id-generator";
import type { LoginCodeStore, StoredLoginCode } from "../ports/login-code-store";
import type { MailMessage, Mailer } from "../ports/mailer";
import type { SecretHasher } from "../ports/secret-hasher";
import type { SessionStore, StoredSession } from "../ports/session-store";
import type { SmsMessage, SmsSender } from "../ports/sms-sender";
import type { NewUser, UserRecord, UserRepository } from "../ports/user-repository";

/* In-memory twins of the account ports, for use-case tests. */

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
    return this.sends.filter((send) => send.contact === contact && send.at > since).map((send) => send.at);
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

/** Reads only: the sign-in use cases never write members. */
export const readOnlyUsers = (known: UserRecord[]): UserRepository => {
  const refuse = () => Promise.reject(new Error("not used by sign-in"));
  return {
    findById: async (id) => known.find((user) => user.id === id) ?? null,
    findByEmail: async (email) => known.find((user) => user.email === email) ?? null,
    findByPhone: async (phone) => known.find((user) => user.phoneNumber === phone) ?? null,
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
