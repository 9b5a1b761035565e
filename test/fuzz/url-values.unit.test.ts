import { describe, expect, it } from "vitest";
import { operationSeed } from "./fuzz-settings";
import { percentEncode } from "./url-values";

describe("percentEncode", () => {
  it("sends a lone surrogate as its WTF-8 bytes, which no UTF-8 decoder accepts", () => {
    expect(percentEncode("a\ud800b")).toBe("a%ED%A0%80b");
    expect(percentEncode("\udfff")).toBe("%ED%BF%BF");
  });

  it("encodes well-formed text as encodeURIComponent does", () => {
    expect(percentEncode("Ayiti é \u{1F4A9}/?")).toBe(encodeURIComponent("Ayiti é \u{1F4A9}/?"));
  });
});

describe("operationSeed", () => {
  it("is the same for an operation replayed alone, and differs between operations", () => {
    expect(operationSeed(42, "voteIdea")).toBe(operationSeed(42, "voteIdea"));
    expect(operationSeed(42, "voteIdea")).not.toBe(operationSeed(42, "likeForumPost"));
    expect(operationSeed(43, "voteIdea")).not.toBe(operationSeed(42, "voteIdea"));
  });
});
