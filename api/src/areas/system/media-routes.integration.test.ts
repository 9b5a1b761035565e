import { startLocalS3Server, type LocalS3Server } from "@kominote/adapters/storage/local-s3-server";
import { BucketOverFolder } from "@kominote/adapters/storage/bucket-over-folder";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { resolve } from "../../tokens";
import { systemTokens } from "./tokens";

let s3: LocalS3Server;
let dataDir: string;

beforeAll(async () => {
  s3 = await startLocalS3Server();
  dataDir = await mkdtemp(join(tmpdir(), "kominote-media-"));
});

afterAll(async () => {
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const s3Settings = () => ({
  S3_ENDPOINT: s3.settings.endpoint,
  S3_BUCKET: s3.settings.bucket,
  S3_REGION: s3.settings.region,
  S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
});

describe.each([
  { name: "the local folder", settings: () => ({ DATA_DIR: join(dataDir, "local") }) },
  { name: "an S3-compatible bucket", settings: () => ({ DATA_DIR: join(dataDir, "s3"), ...s3Settings() }) },
])("GET /media/<key> from $name", ({ settings }) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ settings: settings() });
  });
  afterAll(() => testApp?.close());

  it("streams the stored bytes with their recorded type, length, a year of caching, nosniff and a sandbox", async () => {
    const storage = resolve(testApp.container, systemTokens.fileStorage);
    const bytes = new Uint8Array(Buffer.alloc(300_000, "RIFF....WEBP"));
    await storage.put("profile-media1234.webp", bytes, "image/webp");
    const answer = await testApp.app.inject({ method: "GET", url: "/media/profile-media1234.webp" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      "content-type": "image/webp",
      "content-length": "300000",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    expect(answer.rawPayload.equals(Buffer.from(bytes))).toBe(true);
  });

  it.each(["/media/profile-nothing-here.webp", "/media/..%2F..%2Fpackage.json", "/media/secret.type"])("answers 404 for %s", async (url) => {
    const answer = await testApp.app.inject({ method: "GET", url, headers: { "accept-language": "en" } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: "REQUEST.NOT_FOUND" });
  });
});

describe("with the S3 variables set", () => {
  it("keeps files in the bucket, none in DATA_DIR/uploads", async () => {
    const folder = join(dataDir, "bucket-only");
    const testApp = await createTestApp({ settings: { DATA_DIR: folder, ...s3Settings() } });
    try {
      const storage = resolve(testApp.container, systemTokens.fileStorage);
      expect(storage).toBeInstanceOf(BucketOverFolder);
      await storage.put("profile-bucket12.webp", new Uint8Array([1, 2, 3]), "image/webp");
      expect(await readdir(join(folder, "uploads")).catch(() => [])).toEqual([]);
      expect(await storage.get("profile-bucket12.webp")).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: "image/webp" });
    } finally {
      await testApp.close();
    }
  });
});
