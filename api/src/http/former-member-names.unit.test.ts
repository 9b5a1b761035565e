import { describe, expect, it } from "vitest";
import { carryingJsonBytes, jsonBytesOf } from "@kominote/core/rules/json-text";
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

  it("reads the reporter of a safe place or connection point who left as 'former member'", () => {
    const places = [
      { id: 1, name: "Lopital Sen Mikèl", reportedBy: "" },
      { id: 2, name: "Wifi Plas Dam", reportedBy: "Marie Joseph" },
    ];
    expect(withFormerMemberNames(places, "ht")).toEqual([
      { id: 1, name: "Lopital Sen Mikèl", reportedBy: "Ansyen manm" },
      { id: 2, name: "Wifi Plas Dam", reportedBy: "Marie Joseph" },
    ]);
    expect(withFormerMemberNames({ reportedBy: "" }, "fr")).toEqual({ reportedBy: "Ancien membre" });
  });

  it("leaves other empty texts, a visitor's hidden author (null) and a live member's name as they are", () => {
    const answer = { authorName: null, notes: "", fullName: "Marie Joseph", title: "" };
    expect(withFormerMemberNames(answer, "fr")).toEqual(answer);
  });
});

describe("withFormerMemberNames and the once-per-value caches", () => {
  it("answers the very same value when no name needs reading, so its JSON and ETag are made once", () => {
    const catalogue = [{ id: 1, title: "Sante", tasks: [{ id: 2, authorName: "Marie Joseph" }] }];
    expect(withFormerMemberNames(catalogue, "ht")).toBe(catalogue);
  });

  it("answers the same named copy for the same cached value and language, and another per language", () => {
    const board = { weekly: [{ rank: 1, fullName: "" }, { rank: 2, fullName: "Jean Pierre" }] };
    const first = withFormerMemberNames(board, "ht");
    expect(withFormerMemberNames(board, "ht")).toBe(first);
    expect(withFormerMemberNames(board, "en")).toEqual({ weekly: [{ rank: 1, fullName: "Former member" }, { rank: 2, fullName: "Jean Pierre" }] });
    expect(board.weekly[0]?.fullName).toBe("");
  });
});

describe("withFormerMemberNames on a value carrying its JSON bytes", () => {
  /** A page of one place whose author name counts its reads, carrying its JSON bytes. */
  const carriedPage = (authorName: string) => {
    const reads = { count: 0 };
    const place = Object.defineProperty({ id: 1, name: "Mache Kwabosal" }, "authorName", {
      enumerable: true,
      get: () => {
        reads.count++;
        return authorName;
      },
    });
    const page = [place];
    return { page: carryingJsonBytes(page, () => Buffer.from(JSON.stringify(page))), reads };
  };

  it("answers the page as it is, without reading its places, when its JSON holds no empty field", () => {
    const { page, reads } = carriedPage("Marie Joseph");
    jsonBytesOf(page);
    const textReads = reads.count;
    expect(withFormerMemberNames(page, "ht")).toBe(page);
    expect(reads.count).toBe(textReads);
  });

  it("names the former member of a page whose JSON holds an empty name", () => {
    const { page } = carriedPage("");
    expect(withFormerMemberNames(page, "en")).toEqual([{ id: 1, name: "Mache Kwabosal", authorName: "Former member" }]);
  });

  it("reads a page whose JSON holds an empty field of another kind, and keeps it as it is", () => {
    const page = [{ id: 2, name: "Pak", notes: "", authorName: "Jean Pierre" }];
    const carried = carryingJsonBytes(page, () => new TextEncoder().encode(JSON.stringify(page)));
    expect(withFormerMemberNames(carried, "fr")).toBe(carried);
  });
});
