import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isStorageKey, LocalFileStorage } from "./local-file-storage";

let root: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "kominote-storage-"));
  storage = new LocalFileStorage(join(root, "uploads"));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);

describe("LocalFileStorage", () => {
  it("gives back the bytes and the content type it was given, creating its folder", async () => {
    await storage.put("profile-AbC123_xyz.webp", bytes, "image/webp");
    expect(await storage.get("profile-AbC123_xyz.webp")).toEqual({ bytes, contentType: "image/webp" });
  });

  it("answers null for a key it never stored", async () => {
    expect(await storage.get("profile-unknown1.webp")).toBeNull();
  });

  it("never overwrites a stored file", async () => {
    await storage.put("profile-once1234.webp", bytes, "image/webp");
    await expect(storage.put("profile-once1234.webp", new Uint8Array([9]), "image/png")).rejects.toThrow();
    expect(await storage.get("profile-once1234.webp")).toEqual({ bytes, contentType: "image/webp" });
  });

  it("removes a file and its type, and takes a key with no file or outside its folder as nothing to do", async () => {
    await storage.put("profile-gone1234.webp", bytes, "image/webp");
    await storage.put("profile-kept1234.webp", bytes, "image/webp");
    await storage.remove("profile-gone1234.webp");
    await storage.remove("profile-gone1234.webp");
    await writeFile(join(root, "secret.txt"), "not for the web");
    await storage.remove("../secret.txt");
    expect(await storage.get("profile-gone1234.webp")).toBeNull();
    expect((await readdir(join(root, "uploads"))).sort()).toEqual(["profile-kept1234.webp", "profile-kept1234.webp.type"]);
    expect(await readdir(root)).toContain("secret.txt");
  });

  it.each(["../secret.txt", "..%2fsecret.txt", "a/b12345678.webp", "..\\secret12.txt", "/etc/passwd", "profile-abc.webp.type", ".hidden12.webp", ""])(
    "neither reads nor writes outside its folder with key %j",
    async (key) => {
      await writeFile(join(root, "secret.txt"), "not for the web");
      expect(isStorageKey(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.put(key, bytes, "image/webp")).rejects.toThrow(/not a storage key/);
      expect(await readdir(root)).toEqual(["secret.txt"]);
    },
  );
});
