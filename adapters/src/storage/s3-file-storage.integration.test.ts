import { CreateBucketCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BucketOverFolder } from "./bucket-over-folder";
import { fileStorageContract } from "./file-storage.contract";
import { LocalFileStorage } from "./local-file-storage";
import { startLocalS3Server, type LocalS3Server } from "./local-s3-server";
import { S3FileStorage, s3Client } from "./s3-file-storage";

let server: LocalS3Server;
let bucketNumber = 0;

beforeAll(async () => {
  server = await startLocalS3Server();
});

afterAll(async () => {
  await server?.stop();
});

/** Each test gets its own empty bucket on the one local server, as the local storage gets its own folder. */
const freshBucket = async (): Promise<{ storage: S3FileStorage; client: ReturnType<typeof s3Client>; bucket: string }> => {
  bucketNumber += 1;
  const bucket = `kominote-test-${bucketNumber}`;
  const client = s3Client(server.settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return { storage: new S3FileStorage(client, bucket), client, bucket };
};

describe("S3FileStorage on a local S3-compatible server, as every FileStorage", () => {
  fileStorageContract(async () => (await freshBucket()).storage);
});

describe("the bucket over a former folder, as every FileStorage", () => {
  fileStorageContract(async () => new BucketOverFolder((await freshBucket()).storage, new LocalFileStorage(await mkdtemp(join(tmpdir(), "kominote-over-")))));
});

describe("the bucket over a former folder", () => {
  it("reads a file not yet moved from the folder, writes new ones to the bucket, and removes both copies", async () => {
    const root = await mkdtemp(join(tmpdir(), "kominote-over-"));
    try {
      const { storage: bucket } = await freshBucket();
      const folder = new LocalFileStorage(root);
      const both = new BucketOverFolder(bucket, folder);
      await folder.put("profile-notmoved.webp", new Uint8Array([1]), "image/webp");
      await folder.put("profile-moved123.webp", new Uint8Array([2]), "image/webp");
      await bucket.put("profile-moved123.webp", new Uint8Array([2]), "image/webp");
      expect(await both.get("profile-notmoved.webp")).toEqual({ bytes: new Uint8Array([1]), contentType: "image/webp" });
      expect((await both.open("profile-notmoved.webp"))?.byteLength).toBe(1);
      await both.put("profile-brandnew.webp", new Uint8Array([3]), "image/webp");
      expect(await bucket.exists("profile-brandnew.webp")).toBe(true);
      expect(await folder.keys()).toEqual(["profile-moved123.webp", "profile-notmoved.webp"]);
      await both.remove("profile-moved123.webp");
      await both.remove("profile-notmoved.webp");
      expect(await folder.keys()).toEqual([]);
      expect(await bucket.exists("profile-moved123.webp")).toBe(false);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("S3FileStorage", () => {
  it("names each object by its key alone, with the content type as the object's type", async () => {
    const { storage, client, bucket } = await freshBucket();
    await storage.put("profile-AbC123_xyz.webp", new Uint8Array([1, 2, 3]), "image/webp");
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(["profile-AbC123_xyz.webp"]);
    expect(await storage.exists("profile-AbC123_xyz.webp")).toBe(true);
    expect(await storage.exists("profile-other123.webp")).toBe(false);
  });

  it("fails plainly when the bucket does not exist, rather than answering 'no such file'", async () => {
    const storage = new S3FileStorage(s3Client(server.settings), "no-such-bucket");
    await expect(storage.get("profile-AbC123_xyz.webp")).rejects.toThrow();
  });
});
