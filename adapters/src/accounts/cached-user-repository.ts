import type { Clock } from "@kominote/core/ports/clock";
import type { NewUser, ProfilePatch, Role, UserRecord, UserRepository } from "@kominote/core/ports/user-repository";
import { ShortMemo } from "../cache/short-memo";

/**
 * Members read by id (the current user, on every signed-in page) are kept a few seconds. Every
 * write through this repository forgets the member at once, so they see their own change.
 */
export class CachedUserRepository implements UserRepository {
  readonly #byId: ShortMemo<UserRecord | null>;

  constructor(
    private readonly users: UserRepository,
    clock: Clock,
    ttlMs: number,
    capacity = 10_000,
  ) {
    this.#byId = new ShortMemo(clock, ttlMs, capacity);
  }

  findById(id: number): Promise<UserRecord | null> {
    return this.#byId.get(id, () => this.users.findById(id));
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.users.findByEmail(email);
  }

  findByPhone(phone: string): Promise<UserRecord | null> {
    return this.users.findByPhone(phone);
  }

  create(input: NewUser): Promise<UserRecord> {
    return this.users.create(input);
  }

  updateProfile(id: number, patch: ProfilePatch): Promise<UserRecord | null> {
    return this.#byId.writing(id, () => this.users.updateProfile(id, patch));
  }

  setProfilePhoto(id: number, url: string | null): Promise<void> {
    return this.#byId.writing(id, () => this.users.setProfilePhoto(id, url));
  }

  markEmailVerified(id: number, at: Date): Promise<void> {
    return this.#byId.writing(id, () => this.users.markEmailVerified(id, at));
  }

  setRole(id: number, role: Role): Promise<void> {
    return this.#byId.writing(id, () => this.users.setRole(id, role));
  }

  nextMemberSequence(): Promise<number> {
    return this.users.nextMemberSequence();
  }
}
