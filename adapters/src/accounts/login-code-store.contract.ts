import type { LoginCodeStore } from "@kominote/core/ports/login-code-store";
import { beforeEach, expect, it } from "vitest";

const at = (iso: string) => new Date(iso);
const contact = "email:marie.joseph@example.ht";
const now = at("2026-03-01T10:00:00Z");
const code = { codeHash: "h1", expiresAt: at("2026-03-01T10:10:00Z"), tries: 0 };

/**
 * The behaviour every LoginCodeStore promises, registered inside the caller's describe block.
 * `fresh` must hand back the adapter over empty storage.
 */
export const loginCodeStoreContract = (fresh: () => Promise<LoginCodeStore>): void => {
  let codes: LoginCodeStore;
  beforeEach(async () => {
    codes = await fresh();
  });

  it("saves, replaces and finds a contact's code", async () => {
    expect(await codes.find(contact)).toBeNull();
    await codes.save(contact, code);
    await codes.save(contact, { codeHash: "h2", expiresAt: at("2026-03-01T10:11:00Z"), tries: 3 });
    expect(await codes.find(contact)).toEqual({ codeHash: "h2", expiresAt: at("2026-03-01T10:11:00Z"), tries: 3 });
    expect(await codes.find("phone:+50937123456")).toBeNull();
  });

  it("counts tries atomically up to the limit, even when they arrive together", async () => {
    await codes.save(contact, code);
    const taken = await Promise.all(Array.from({ length: 8 }, () => codes.takeTry(contact, { now, maxTries: 5 })));
    expect(taken.filter((entry) => entry !== null).map((entry) => entry?.tries).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await codes.find(contact))?.tries).toBe(5);
  });

  it("counts no try on an expired code or an unknown contact", async () => {
    await codes.save(contact, code);
    expect(await codes.takeTry(contact, { now: code.expiresAt, maxTries: 5 })).toBeNull();
    expect(await codes.takeTry("email:nobody@example.ht", { now, maxTries: 5 })).toBeNull();
    expect((await codes.find(contact))?.tries).toBe(0);
  });

  it("consumes only the code that was matched, once", async () => {
    await codes.save(contact, code);
    expect(await codes.consume(contact, "other")).toBe(false);
    expect(await codes.consume(contact, "h1")).toBe(true);
    expect(await codes.consume(contact, "h1")).toBe(false);
    expect(await codes.find(contact)).toBeNull();
  });

  it("lists the contact's sends after a moment, oldest first", async () => {
    await codes.recordSend(contact, at("2026-03-01T09:00:00Z"));
    await codes.recordSend(contact, at("2026-03-01T09:40:00Z"));
    await codes.recordSend(contact, at("2026-03-01T09:20:00Z"));
    await codes.recordSend("phone:+50937123456", at("2026-03-01T09:30:00Z"));
    expect(await codes.sendsSince(contact, at("2026-03-01T09:00:00Z"))).toEqual([at("2026-03-01T09:20:00Z"), at("2026-03-01T09:40:00Z")]);
    expect(await codes.sendsSince("email:nobody@example.ht", at("2026-03-01T09:00:00Z"))).toEqual([]);
  });
};
