import { describe, expect, it } from "vitest";
import { cacheNames } from "./cache-names";
import { followMember, keptMember } from "./kept-member";
import { memoryCaches } from "./testing/memory-caches";

const member = (id: number) => new Response(JSON.stringify({ id, fullName: `Manm ${id}` }), { status: 200, headers: { "content-type": "application/json" } });

const withRead = async (storage: CacheStorage): Promise<void> => {
  await (await storage.open(cacheNames.reads)).put("https://kominote.ht/api/notifications", new Response("[]"));
};

const hasRead = async (storage: CacheStorage): Promise<boolean> =>
  (await (await storage.open(cacheNames.reads)).match("https://kominote.ht/api/notifications")) !== undefined;

describe("following who is signed in", () => {
  it("keeps the member's answer for offline, and their reads while they stay", async () => {
    const storage = memoryCaches();
    await followMember(storage, member(7));
    await withRead(storage);
    await followMember(storage, member(7));
    expect(await (await keptMember(storage))?.json()).toMatchObject({ id: 7 });
    expect(await hasRead(storage)).toBe(true);
  });

  it("empties what a member saw when the session ends", async () => {
    const storage = memoryCaches();
    await followMember(storage, member(7));
    await withRead(storage);
    await followMember(storage, new Response(null, { status: 401 }));
    expect(await keptMember(storage)).toBeUndefined();
    expect(await hasRead(storage)).toBe(false);
  });

  it("empties the last member's reads when another signs in", async () => {
    const storage = memoryCaches();
    await followMember(storage, member(7));
    await withRead(storage);
    await followMember(storage, member(8));
    expect(await hasRead(storage)).toBe(false);
    expect(await (await keptMember(storage))?.json()).toMatchObject({ id: 8 });
  });

  it("keeps everything when the server fails", async () => {
    const storage = memoryCaches();
    await followMember(storage, member(7));
    await withRead(storage);
    await followMember(storage, new Response(null, { status: 503 }));
    expect(await hasRead(storage)).toBe(true);
  });
});
