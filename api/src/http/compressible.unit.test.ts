import { describe, expect, it } from "vitest";
import { isCompressibleText, isCompressibleUtf8 } from "./compressible";

const texts = [
  "a".repeat(1023),
  "a".repeat(1024),
  "ò".repeat(1023),
  "ò".repeat(1024),
  "😀".repeat(511),
  "😀".repeat(512),
  `${"ò".repeat(600)}${"a".repeat(423)}`,
  "€".repeat(1023),
  "€".repeat(1024),
  "",
  "[]",
];

describe("whether an answer is long enough to compress", () => {
  it("is decided alike for its text and for its UTF-8 bytes, letters beyond ASCII included", () => {
    for (const text of texts) expect(isCompressibleUtf8(Buffer.from(text)), text.slice(0, 3)).toBe(isCompressibleText(text));
  });

  it("starts at 1,024 units of text", () => {
    expect(isCompressibleText("a".repeat(1023))).toBe(false);
    expect(isCompressibleText("a".repeat(1024))).toBe(true);
    expect(isCompressibleUtf8(Buffer.from("ò".repeat(1000)))).toBe(false);
  });
});
