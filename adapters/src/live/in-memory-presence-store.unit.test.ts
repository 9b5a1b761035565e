import { describe, expect, it } from "vitest";
import { InMemoryPresenceStore } from "./in-memory-presence-store";

const at = (seconds: number) => new Date(Date.UTC(2026, 4, 1, 18, 0, seconds));

describe("InMemoryPresenceStore", () => {
  it("counts each tab once however often it beats, and forgets it after the window or when it leaves", async () => {
    const presence = new InMemoryPresenceStore(30_000);
    await presence.touch("tab-a", at(0));
    await presence.touch("tab-b", at(5));
    await presence.touch("tab-a", at(10));
    expect(await presence.count(at(12))).toBe(2);
    // tab-b last beat at 5 s: gone at 35 s; tab-a (10 s) still counts.
    expect(await presence.count(at(36))).toBe(1);
    await presence.leave("tab-a");
    expect(await presence.count(at(36))).toBe(0);
  });

  it("keeps at most its capacity, dropping the oldest", async () => {
    const presence = new InMemoryPresenceStore(30_000, 2);
    for (const tab of ["a", "b", "c"]) await presence.touch(tab, at(1));
    expect(await presence.count(at(2))).toBe(2);
  });
});
