import { describe, expect, it } from "vitest";
import { base64Url } from "./base64-url";

const ascii = (text: string): Uint8Array => new Uint8Array(Array.from(text, (character) => character.charCodeAt(0)));

describe("base64Url", () => {
  it("encodes like RFC 4648 base64url without padding", () => {
    expect(base64Url(new Uint8Array([]))).toBe("");
    expect(base64Url(ascii("f"))).toBe("Zg");
    expect(base64Url(ascii("fo"))).toBe("Zm8");
    expect(base64Url(ascii("foo"))).toBe("Zm9v");
    expect(base64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe("-_-_");
  });

  it("turns 32 bytes into 43 cookie-safe characters", () => {
    const token = base64Url(new Uint8Array(32).fill(0xa5));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
