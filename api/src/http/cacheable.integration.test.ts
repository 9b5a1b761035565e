import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/create-test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const services = (headers: Record<string, string>) =>
  testApp.app.inject({ method: "GET", url: "/api/public-services", headers: { "accept-language": "ht", ...headers } });

describe("cacheable answers", () => {
  it("come in Brotli or gzip when the client takes them, the same JSON once decoded", async () => {
    const plain = await services({});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await services({ "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Accept-Language, Accept-Encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString("utf8")).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(Number(brotli.headers["content-length"])).toBe(brotli.rawPayload.length);

    const gzipped = await services({ "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toBe(plain.body);

    expect((await services({ "accept-encoding": "identity" })).body).toBe(plain.body);
  });

  it("are compressed once per version: the same bytes again, and a 304 whatever the encoding", async () => {
    const first = await services({ "accept-encoding": "br" });
    const second = await services({ "accept-encoding": "br" });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await services({ "accept-encoding": "gzip", "if-none-match": String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it("name their version by the SHA-256 of the body's UTF-8 bytes, letters beyond ASCII included", async () => {
    const plain = await services({});
    expect([...plain.body].some((char) => char.charCodeAt(0) > 0x7f)).toBe(true);
    const digest = createHash("sha256").update(plain.body, "utf8").digest("base64url").slice(0, 27);
    expect(plain.headers.etag).toBe(`W/"${digest}"`);
  });
});
