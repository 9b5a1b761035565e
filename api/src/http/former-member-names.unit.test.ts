import { describe, expect, it } from "vitest";
import { withFormerMemberNames } from "./former-member-names";

describe("withFormerMemberNames", () => {
  it("reads an empty author or member name as 'former member' in the reader's language, at any depth", () => {
    const answer = [
      { id: 1, authorName: "", content: "Lide" },
      { id: 2, author: { fullName: "" }, createdAt: "2026-11-25T00:00:00.000Z" },
      { categories: { weekly: [{ rank: 1, fullName: "" }, { rank: 2, fullName: "Jean Pierre" }] } },
    ];
    expect(withFormerMemberNames(answer, "ht")).toEqual([
      { id: 1, authorName: "Ansyen manm", content: "Lide" },
      { id: 2, author: { fullName: "Ansyen manm" }, createdAt: "2026-11-25T00:00:00.000Z" },
      { categories: { weekly: [{ rank: 1, fullName: "Ansyen manm" }, { rank: 2, fullName: "Jean Pierre" }] } },
    ]);
    expect(withFormerMemberNames({ authorName: "" }, "en")).toEqual({ authorName: "Former member" });
  });

  it("leaves other empty texts, a visitor's hidden author (null) and a live member's name as they are", () => {
    const answer = { authorName: null, notes: "", fullName: "Marie Joseph", title: "" };
    expect(withFormerMemberNames(answer, "fr")).toEqual(answer);
  });
});
