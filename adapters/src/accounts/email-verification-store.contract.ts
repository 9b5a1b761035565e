import type { EmailVerificationStore } from "@kominote/core/ports/email-verification-store";
import type { UserRepository } from "@kominote/core/ports/user-repository";
import { newMember } from "@kominote/core/testing/account-doubles";
import { beforeEach, expect, it } from "vitest";

/** The adapter under test over empty storage, with the members' store it resets a confirmation in. */
export interface EmailVerificationHarness {
  readonly verifications: EmailVerificationStore;
  readonly users: UserRepository;
}

/**
 * The behaviour every EmailVerificationStore promises, registered inside the caller's describe
 * block. `fresh` must hand back the adapters over empty storage.
 */
export const emailVerificationStoreContract = (fresh: () => Promise<EmailVerificationHarness>): void => {
  let harness: EmailVerificationHarness;
  let userId: number;
  const expiresAt = new Date("2026-03-12T12:00:00Z");

  beforeEach(async () => {
    harness = await fresh();
    userId = (await harness.users.create(newMember({ fullName: "Marie Joseph", email: "marie@example.ht", username: "KDS-0000123-0" }))).id;
  });

  it("finds a saved link by its token, and nothing by another", async () => {
    await harness.verifications.save("secret-token-value", { userId, email: "marie@example.ht", expiresAt });
    expect(await harness.verifications.find("secret-token-value")).toEqual({ userId, email: "marie@example.ht", expiresAt, usedAt: null });
    expect(await harness.verifications.find("another-token")).toBeNull();
  });

  it("lets a link be used once", async () => {
    await harness.verifications.save("once", { userId, email: "marie@example.ht", expiresAt });
    const at = new Date("2026-03-11T08:00:00Z");
    const results = await Promise.all([harness.verifications.consume("once", at), harness.verifications.consume("once", at)]);
    expect(results.sort()).toEqual([false, true]);
    expect((await harness.verifications.find("once"))?.usedAt).toEqual(at);
    expect(await harness.verifications.consume("never-saved", at)).toBe(false);
  });

  it("forgets the verification and the unused links when the address changes", async () => {
    await harness.users.markEmailVerified(userId, new Date("2026-03-10T12:00:00Z"));
    await harness.verifications.save("used", { userId, email: "marie@example.ht", expiresAt });
    await harness.verifications.consume("used", new Date("2026-03-10T12:00:00Z"));
    await harness.verifications.save("pending", { userId, email: "marie@example.ht", expiresAt });
    await harness.verifications.resetForNewEmail(userId);
    expect((await harness.users.findById(userId))?.emailVerifiedAt).toBeNull();
    expect(await harness.verifications.find("pending")).toBeNull();
    expect(await harness.verifications.find("used")).not.toBeNull();
  });

  it("ends the unused links of one member only, keeping when the used ones were used", async () => {
    const usedAt = new Date("2026-03-10T12:00:00Z");
    const endedAt = new Date("2026-03-11T09:00:00Z");
    await harness.verifications.save("used", { userId, email: "marie@example.ht", expiresAt });
    await harness.verifications.consume("used", usedAt);
    await harness.verifications.save("pending", { userId, email: "marie@example.ht", expiresAt });
    const other = await harness.users.create(newMember({ fullName: "Jak Pyè", email: "jak@example.ht", username: "KDS-0000124-8" }));
    await harness.verifications.save("theirs", { userId: other.id, email: "jak@example.ht", expiresAt });
    await harness.verifications.endUnused(userId, endedAt);
    expect((await harness.verifications.find("pending"))?.usedAt).toEqual(endedAt);
    expect((await harness.verifications.find("used"))?.usedAt).toEqual(usedAt);
    expect((await harness.verifications.find("theirs"))?.usedAt).toBeNull();
    expect(await harness.verifications.consume("pending", endedAt)).toBe(false);
  });

  it("lists the expiries of one member's links after a moment, soonest first", async () => {
    const at = (hour: number) => new Date(`2026-03-12T${String(hour).padStart(2, "0")}:00:00Z`);
    await harness.verifications.save("late", { userId, email: "marie@example.ht", expiresAt: at(14) });
    await harness.verifications.save("early", { userId, email: "marie@example.ht", expiresAt: at(10) });
    await harness.verifications.save("middle", { userId, email: "marie@example.ht", expiresAt: at(12) });
    await harness.verifications.consume("middle", at(9));
    expect(await harness.verifications.expiriesAfter(userId, at(10))).toEqual([at(12), at(14)]);
    expect(await harness.verifications.expiriesAfter(userId + 1, at(0))).toEqual([]);
  });
};
