import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("starts with no environment at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: ".data", LOG_LEVEL: "info", TRUST_PROXY: false });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.WEB_ROOT).toBe(resolve(import.meta.dirname, "../../web/dist"));
  });

  it("reads values and treats empty ones as unset", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://kominote@db:5432/kominote",
      PUBLIC_ORIGIN: "https://kominote.ht/",
      TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
      LOG_LEVEL: "",
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe("postgres://kominote@db:5432/kominote");
    expect(config.PUBLIC_ORIGIN).toBe("https://kominote.ht");
    expect(config.TRUST_PROXY).toBe("10.0.0.0/8, 127.0.0.1");
    expect(config.LOG_LEVEL).toBe("info");
    // "true" is one proxy: a hop count, never "believe every forwarded entry".
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it("refuses bad values, naming every one", () => {
    const attempt = () => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });

  it("takes a map tile template with its {z}, {x} and {y}, and refuses anything else", () => {
    expect(loadConfig({ MAP_TILE_URL: "https://tiles.example.ht/{z}/{x}/{y}.png" }).MAP_TILE_URL).toBe("https://tiles.example.ht/{z}/{x}/{y}.png");
    expect(() => loadConfig({ MAP_TILE_URL: "https://tiles.example.ht/tiles.png" })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: "javascript:alert(1)/{z}/{x}/{y}" })).toThrow(/MAP_TILE_URL/);
  });

  it("reads the mail and SMS channels, refusing an SMTP URL of another scheme without echoing it", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://kominote:pa55@smtp.example.org:465",
      SMS_GATEWAY_URL: "https://api.twilio.com/2010-04-01",
      SMS_GATEWAY_ACCOUNT: "AC42",
      SMS_GATEWAY_TOKEN: "gw-t0ken",
      SMS_FROM: "+15005550006",
    });
    expect(config).toMatchObject({ SMTP_URL: "smtps://kominote:pa55@smtp.example.org:465", SMS_GATEWAY_TOKEN: "gw-t0ken" });
    expect(config.MAIL_FROM).toBeUndefined();
    const attempt = () => loadConfig({ SMTP_URL: "http://kominote:pa55@mail.example.org" });
    expect(attempt).toThrow(/SMTP_URL/);
    expect(attempt).not.toThrow(/pa55/);
  });

  it("takes the five S3 variables together, and names the missing ones when only some are set", () => {
    const bucket = {
      S3_ENDPOINT: "https://s3.example.ht",
      S3_BUCKET: "kominote-media",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "AKIA42",
      S3_SECRET_ACCESS_KEY: "s3-s3cret",
    };
    expect(loadConfig(bucket)).toMatchObject(bucket);
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    const partial = () => loadConfig({ S3_ENDPOINT: bucket.S3_ENDPOINT, S3_BUCKET: bucket.S3_BUCKET, S3_SECRET_ACCESS_KEY: "s3-s3cret" });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/missing: S3_REGION, S3_ACCESS_KEY_ID/);
    expect(partial).not.toThrow(/s3-s3cret/);
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: "ftp://s3.example.ht" })).toThrow(/S3_ENDPOINT/);
  });
});
