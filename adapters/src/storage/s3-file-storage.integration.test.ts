import { CreateBucketCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStorageContract } from "./file-storage.contract";
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
