import { CreateBucketCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LocalFileStorage } from "./local-file-storage";
import { startLocalS3Server, type LocalS3Server } from "./local-s3-server";
import { moveFilesToBucket } from "./move-files-to-bucket";
import { S3FileStorage, s3Client } from "./s3-file-storage";

let server: LocalS3Server;
let root: string;
let folder: LocalFileStorage;
let bucket: S3FileStorage;
let client: ReturnType<typeof s3Client>;
let bucketName: string;
let bucketNumber = 0;

beforeAll(async () => {
  server = await startLocalS3Server();
  client = s3Client(server.settings);
});

afterAll(async () => {
  await server?.stop();
});

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "kominote-move-"));
  folder = new LocalFileStorage(join(root, "uploads"));
  bucketNumber += 1;
  bucketName = `kominote-move-${bucketNumber}`;
  await client.send(new CreateBucketCommand({ Bucket: bucketName }));
  bucket = new S3FileStorage(client, bucketName);
  return () => rm(root, { recursive: true, force: true });
});

const files = Array.from({ length: 9 }, (_, index) => ({ key: `profile-move${String(index).padStart(4, "0")}.webp`, bytes: new Uint8Array([index, 1, 2, 3]) }));

const storeLocally = async () => {
  for (const file of files) await folder.put(file.key, file.bytes, "image/webp");
};

describe("moveFilesToBucket", () => {
  it("copies every file with its type, keeps the local copies unless told, and counts", async () => {
    await storeLocally();
    const progress: number[] = [];
    const report = await moveFilesToBucket(folder, bucket, { removeLocal: false, progress: (done) => progress.push(done) });
    expect(report).toEqual({ found: 9, copied: 9, alreadyThere: 0, removedLocally: 0, failed: [] });
    expect(progress.at(-1)).toBe(9);
    for (const file of files) expect(await bucket.get(file.key)).toEqual({ bytes: file.bytes, contentType: "image/webp" });
    expect(await folder.keys()).toHaveLength(9);
  });

  it("is resumed by running it again: what is there is checked, not copied twice, then the local copies go", async () => {
    await storeLocally();
    // An earlier run that stopped after three files.
    for (const file of files.slice(0, 3)) await bucket.put(file.key, file.bytes, "image/webp");
    const report = await moveFilesToBucket(folder, bucket, { removeLocal: true });
    expect(report).toEqual({ found: 9, copied: 6, alreadyThere: 3, removedLocally: 9, failed: [] });
    expect(await readdir(join(root, "uploads"))).toEqual([]);
    expect(await moveFilesToBucket(folder, bucket, { removeLocal: true })).toEqual({ found: 0, copied: 0, alreadyThere: 0, removedLocally: 0, failed: [] });
    for (const file of files) expect(await bucket.get(file.key)).toEqual({ bytes: file.bytes, contentType: "image/webp" });
  });

  it("keeps the local copy of a file the bucket holds differently, and says so", async () => {
    await storeLocally();
    const [clash] = files;
    await client.send(new PutObjectCommand({ Bucket: bucketName, Key: clash?.key, Body: new Uint8Array([7]), ContentType: "image/webp" }));
    const report = await moveFilesToBucket(folder, bucket, { removeLocal: true });
    expect(report).toMatchObject({ found: 9, copied: 8, alreadyThere: 0, removedLocally: 8, failed: [{ key: clash?.key, reason: "the bucket holds a different file under this key" }] });
    expect(await folder.keys()).toEqual([clash?.key]);
  });

  it("keeps every local copy when the bucket cannot be reached", async () => {
    await storeLocally();
    const unreachable = new S3FileStorage(s3Client({ ...server.settings, endpoint: "http://127.0.0.1:9" }), bucketName);
    const report = await moveFilesToBucket(folder, unreachable, { removeLocal: true });
    expect(report).toMatchObject({ found: 9, copied: 0, removedLocally: 0 });
    expect(report.failed).toHaveLength(9);
    expect(await folder.keys()).toHaveLength(9);
  });
});
