// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { memoryStorage } from "../testing/memory-storage";
import { forgetInviteCode, inviteCodeLifetimeMs, readInviteCode, rememberInviteCode } from "./invite-code-storage";

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
});

describe("the invitation code kept on the device", () => {
  it("is read from ?invite= as typed, digits included, and kept until registration forgets it", () => {
    rememberInviteCode("?invite=1e5&lang=fr", storage, 1_000);
    expect(readInviteCode(storage, 2_000)).toBe("1e5");
    forgetInviteCode(storage);
    expect(readInviteCode(storage, 2_000)).toBeNull();
  });

  it("keeps the earlier code when the address carries none, and ignores a malformed one", () => {
    rememberInviteCode("?invite=q3VxN8kLm2Pa", storage, 1_000);
    rememberInviteCode("?lang=fr", storage, 2_000);
    rememberInviteCode("?invite=%3Cscript%3E", storage, 3_000);
    expect(readInviteCode(storage, 4_000)).toBe("q3VxN8kLm2Pa");
  });

  it("drops a code older than its lifetime", () => {
    rememberInviteCode("?invite=q3VxN8kLm2Pa", storage, 0);
    expect(readInviteCode(storage, inviteCodeLifetimeMs + 1)).toBeNull();
  });

  it("reads nothing from tampered storage or without storage", () => {
    storage.setItem("kominote.inviteCode", "{not json");
    expect(readInviteCode(storage)).toBeNull();
    expect(readInviteCode(null)).toBeNull();
    expect(() => rememberInviteCode("?invite=abc", null)).not.toThrow();
  });
});
