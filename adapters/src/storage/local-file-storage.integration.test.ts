import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileStorageContract, foreignKeys } from "./file-storage.contract";
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

describe("LocalFileStorage, as every FileStorage", () => {
  fileStorageContract(async () => storage);
});

describe("LocalFileStorage", () => {
  it("creates its folder, keeps each type beside its file and lists its keys", async () => {
    expect(await storage.keys()).toEqual([]);
    await storage.put("profile-kept1234.webp", bytes, "image/webp");
    await storage.put("profile-AbC123_xyz.webp", bytes, "image/webp");
    await storage.put("profile-gone1234.webp", bytes, "image/webp");
    await storage.remove("profile-gone1234.webp");
    await writeFile(join(root, "uploads", "notes.txt.partial"), "not a key");
    expect((await readdir(join(root, "uploads"))).sort()).toEqual([
      "notes.txt.partial",
      "profile-AbC123_xyz.webp",
      "profile-AbC123_xyz.webp.type",
      "profile-kept1234.webp",
      "profile-kept1234.webp.type",
    ]);
    expect(await storage.keys()).toEqual(["profile-AbC123_xyz.webp", "profile-kept1234.webp"]);
  });

  it("never removes a file outside its folder", async () => {
    await writeFile(join(root, "secret.txt"), "not for the web");
    await storage.remove("../secret.txt");
    expect(await readdir(root)).toContain("secret.txt");
  });

  it.each(foreignKeys)("touches nothing outside its folder with key %j", async (key) => {
    await writeFile(join(root, "secret.txt"), "not for the web");
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.put(key, bytes, "image/webp")).rejects.toThrow(/not a storage key/);
    expect(await readdir(root)).toEqual(["secret.txt"]);
  });
});
