import type { FileStorage } from "@kominote/core/ports/storage";
import { expect, it } from "vitest";

const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);

const readAll = async (body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<{ bytes: Uint8Array; chunks: number }> => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return { bytes: new Uint8Array(Buffer.concat(chunks)), chunks: chunks.length };
};

/** Keys no storage may read or write: they climb out, name a type file, or are not the server's names. */
export const foreignKeys = ["../secret.txt", "..%2fsecret.txt", "a/b12345678.webp", "..\\secret12.txt", "/etc/passwd", "profile-abc.webp.type", ".hidden12.webp", ""];

/** What every FileStorage does, checked on the local folder and on an S3-compatible bucket alike. */
export const fileStorageContract = (fresh: () => Promise<FileStorage>): void => {
  it("gives back the bytes and the content type it was given, whole or streamed", async () => {
    const storage = await fresh();
    await storage.put("profile-AbC123_xyz.webp", bytes, "image/webp");
    expect(await storage.get("profile-AbC123_xyz.webp")).toEqual({ bytes, contentType: "image/webp" });
    const opened = await storage.open("profile-AbC123_xyz.webp");
    expect(opened).toMatchObject({ contentType: "image/webp", byteLength: bytes.byteLength });
    expect((await readAll(opened?.body ?? [])).bytes).toEqual(bytes);
  });

  it("streams a large file in pieces rather than reading it whole first", async () => {
    const storage = await fresh();
    const large = new Uint8Array(Buffer.alloc(2 * 1024 * 1024, "kominote"));
    await storage.put("upload-large-file-1.pdf", large, "application/pdf");
    const opened = await storage.open("upload-large-file-1.pdf");
    expect(opened?.byteLength).toBe(large.byteLength);
    const read = await readAll(opened?.body ?? []);
    expect(read.chunks).toBeGreaterThan(1);
    // Compared as buffers: an element-by-element comparison of 2 MB takes seconds.
    expect(Buffer.from(read.bytes).equals(Buffer.from(large))).toBe(true);
  });

  it("answers null for a key it never stored", async () => {
    const storage = await fresh();
    expect(await storage.get("profile-unknown1.webp")).toBeNull();
    expect(await storage.open("profile-unknown1.webp")).toBeNull();
  });

  it("never overwrites a stored file", async () => {
    const storage = await fresh();
    await storage.put("profile-once1234.webp", bytes, "image/webp");
    await expect(storage.put("profile-once1234.webp", new Uint8Array([9]), "image/png")).rejects.toThrow();
    expect(await storage.get("profile-once1234.webp")).toEqual({ bytes, contentType: "image/webp" });
  });

  it("removes a file, and takes a key with no file as nothing to do", async () => {
    const storage = await fresh();
    await storage.put("profile-gone1234.webp", bytes, "image/webp");
    await storage.put("profile-kept1234.webp", bytes, "image/webp");
    await storage.remove("profile-gone1234.webp");
    await storage.remove("profile-gone1234.webp");
    await storage.remove("../secret.txt");
    expect(await storage.get("profile-gone1234.webp")).toBeNull();
    expect(await storage.open("profile-gone1234.webp")).toBeNull();
    expect(await storage.get("profile-kept1234.webp")).toEqual({ bytes, contentType: "image/webp" });
  });

  it.each(foreignKeys)("neither reads nor writes the key %j", async (key) => {
    const storage = await fresh();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    await expect(storage.put(key, bytes, "image/webp")).rejects.toThrow(/not a storage key/);
  });
};
