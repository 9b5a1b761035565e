// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { clearDraft, loadDraft, newForumDraftKey, replyDraftKey, saveDraft } from "./drafts";

beforeEach(() => localStorage.clear());

describe("drafts", () => {
  it("keeps each forum's reply and each service's new forum apart", () => {
    saveDraft(replyDraftKey(4), { content: "Mwen dakò" });
    saveDraft(newForumDraftKey(4), { title: "Dlo", description: "" });
    expect(loadDraft(replyDraftKey(4), ["content"])).toEqual({ content: "Mwen dakò" });
    expect(loadDraft(replyDraftKey(5), ["content"])).toEqual({ content: "" });
    expect(loadDraft(newForumDraftKey(4), ["title", "description"])).toEqual({ title: "Dlo", description: "" });
  });

  it("removes a draft once everything in it is empty, or when cleared", () => {
    saveDraft(replyDraftKey(4), { content: "M" });
    saveDraft(replyDraftKey(4), { content: "" });
    expect(localStorage.getItem(replyDraftKey(4))).toBeNull();
    saveDraft(replyDraftKey(4), { content: "M" });
    clearDraft(replyDraftKey(4));
    expect(localStorage.getItem(replyDraftKey(4))).toBeNull();
  });

  it("reads a damaged or foreign copy as empty fields", () => {
    localStorage.setItem(replyDraftKey(4), "{not json");
    expect(loadDraft(replyDraftKey(4), ["content"])).toEqual({ content: "" });
    localStorage.setItem(replyDraftKey(4), JSON.stringify({ content: 12 }));
    expect(loadDraft(replyDraftKey(4), ["content"])).toEqual({ content: "" });
  });

  it("keeps working where storage refuses to write", () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error("quota"); }, removeItem: () => { throw new Error("denied"); } } as unknown as Storage;
    expect(() => saveDraft(replyDraftKey(4), { content: "M" }, refusing)).not.toThrow();
    expect(() => clearDraft(replyDraftKey(4), refusing)).not.toThrow();
  });
});
