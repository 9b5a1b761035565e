import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildAppOffline } from "../testing/build-app-offline";

const collect = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join("") };
};

describe("request logging", () => {
  it("keeps cookies, credentials, codes and tokens out of the log", async () => {
    const log = collect();
    const app = await buildAppOffline({ logStream: log.stream });
    await app.inject({
      method: "POST",
      url: "/api/verify-email-login",
      payload: { email: "jan@example.ht", code: "481516" },
      headers: { cookie: "session=c00k1e-s3cr3t", authorization: "Bearer b34r3r-s3cr3t" },
    });
    await app.inject({ method: "GET", url: "/api/verify-email?token=t0k3n-s3cr3t&lang=ht" });
    await app.close();

    const output = log.text();
    expect(output).toContain("/api/verify-email-login");
    expect(output).toContain("[Redacted]");
    for (const secret of ["481516", "c00k1e-s3cr3t", "b34r3r-s3cr3t", "t0k3n-s3cr3t"]) expect(output).not.toContain(secret);
  });

  it("logs the details of a fault and tells the client only that something went wrong", async () => {
    const log = collect();
    const app = await buildAppOffline({
      logStream: log.stream,
      handlers: {
        translateText: async () => {
          throw new Error("translator exploded at line 42");
        },
      },
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/translate",
      payload: { text: "Bonjou", targetLanguage: "en" },
      headers: { "accept-language": "pt" },
    });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: "SERVER.INTERNAL",
      message: "Ocorreu um problema no servidor. Tente novamente mais tarde.",
    });
    expect(log.text()).toContain("translator exploded at line 42");
  });
});
