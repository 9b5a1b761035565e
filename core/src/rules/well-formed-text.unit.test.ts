import { describe, expect, it } from "vitest";
import { illFormedTextPaths, isWellFormedText } from "./well-formed-text";

describe("well-formed text", () => {
  it("accepts any real character, emoji pairs included, and refuses a surrogate standing alone", () => {
    for (const text of ["", "Bonjou", "Kreyòl ayisyen", "😀 🇭🇹", "中文", "\u{10FFFF}"]) expect(isWellFormedText(text)).toBe(true);
    for (const text of ["Lone \ud800 Caller", "\udc00", "end\ud83d", "\ude00start"]) expect(isWellFormedText(text)).toBe(false);
  });

  it("finds every ill-formed string and key of a request, however nested", () => {
    const request = {
      callerName: "Lone \ud800 Caller",
      callerPhone: "+50937123456",
      skills: ["ok", "bad\udfff"],
      nested: { deep: [{ text: "\ud800" }] },
      ["key\ud800"]: "fine",
      count: 3,
    };
    expect(illFormedTextPaths(request)).toEqual([["callerName"], ["skills", 1], ["nested", "deep", 0, "text"], []]);
    expect(illFormedTextPaths({ fine: "yes", list: [1, null, "ok"] })).toEqual([]);
  });
});
