import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, loggableUrl } from "./logger";

describe("loggableUrl", () => {
  it("masks the values of secret query parameters and keeps the rest", () => {
    expect(loggableUrl("/api/verify-email?token=abc123&lang=ht")).toBe("/api/verify-email?token=%5BRedacted%5D&lang=ht");
    expect(loggableUrl("/x?Code=123456&CODE=654321")).not.toMatch(/123456|654321/);
    expect(loggableUrl("/api/public-services?page=2")).toBe("/api/public-services?page=2");
    expect(loggableUrl("/api/public-services")).toBe("/api/public-services");
  });
});

describe("createLogger", () => {
  it("redacts cookies, credentials and secret body fields", () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger("info", stream);
    logger.info({ body: { email: "a@b.ht", code: "482913", password: "hunter22", confirmPassword: "hunter22" } }, "sign-in");
    logger.info({ req: { method: "GET", url: "/", headers: { cookie: "session=s3cr3t", authorization: "Bearer t0k3n" } } });
    const output = lines.join("");
    expect(output).toContain("a@b.ht");
    expect(output).not.toMatch(/482913|hunter22|s3cr3t|t0k3n/);
  });

  it("redacts the SMS gateway token and the SMTP URL (it carries the password) from any logged configuration", () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger("info", stream);
    const config = { SMS_GATEWAY_ACCOUNT: "AC42", SMS_GATEWAY_TOKEN: "gw-t0ken", SMTP_URL: "smtp://u:mail-pa55@relay" };
    logger.info({ config }, "configuration");
    logger.info(config, "configuration");
    const output = lines.join("");
    expect(output).toContain("AC42");
    expect(output).not.toMatch(/gw-t0ken|mail-pa55/);
  });
});
