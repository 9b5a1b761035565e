import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressFolder } from "../build/precompress-folder";
import { buildAppOffline } from "../testing/build-app-offline";

let root: string;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify("Kominote ".repeat(400))});\n`;
const page = `<!doctype html><html lang="ht"><head><script type="module" src="/assets/index-Bx3k9.js"></script></head><body><div id="root"></div>${"<!-- -->".repeat(200)}</body></html>`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "kominote-web-"));
  await mkdir(join(root, "assets"));
  await mkdir(join(root, "images"));
  await writeFile(join(root, "index.html"), page);
  await writeFile(join(root, "assets", "index-Bx3k9.js"), script);
  await writeFile(join(root, "images", "logo.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  await precompressFolder(root);
  app = await buildAppOffline({ settings: { WEB_ROOT: root } });
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

describe("precompression at build time", () => {
  it("writes .br and .gz twins of large text files only", async () => {
    expect((await readdir(join(root, "assets"))).sort()).toEqual(["index-Bx3k9.js", "index-Bx3k9.js.br", "index-Bx3k9.js.gz"]);
    expect(await readdir(join(root, "images"))).toEqual(["logo.svg"]);
  });
});

describe("the client build", () => {
  it("serves hashed assets precompressed, cached for a year", async () => {
    const brotli = await get("/assets/index-Bx3k9.js", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await get("/assets/index-Bx3k9.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/index-Bx3k9.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("caches images a day and makes the page revalidate", async () => {
    expect((await get("/images/logo.svg")).headers["cache-control"]).toBe("public, max-age=86400");
    const index = await get("/", html);
    expect(index.statusCode).toBe(200);
    expect(index.headers["cache-control"]).toBe("no-cache");
    expect(index.body).toBe(page);
  });

  it("answers client routes with the page, for navigations only", async () => {
    for (const url of ["/sevis/3", "/lokate?region=sud", "/profil/"]) {
      const response = await get(url, html);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(page);
    }
  });

  it("sends old addresses from links elsewhere to their pages for good, keeping the query", async () => {
    for (const [from, to] of [
      ["/privacy", "/privacy-policy"],
      ["/terms?ref=radio", "/terms-conditions?ref=radio"],
      ["/cookies", "/privacy-policy#cookies"],
    ]) {
      const answer = await get(from ?? "", html);
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe(to);
    }
  });

  it("answers missing files and unknown API calls with 404 in the error shape, even for navigations", async () => {
    for (const [url, headers] of [
      ["/assets/index-gone.js", { accept: "*/*" }],
      ["/api/nothing-here", html],
      ["/favicon.ico", { accept: "image/avif,image/webp,*/*" }],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("REQUEST.NOT_FOUND");
    }
  });
});
