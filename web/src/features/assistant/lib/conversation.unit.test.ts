// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { conversationStorageKey, loadConversation, maxKeptEntries, saveConversation, type ConversationEntry } from "./conversation";

const question: ConversationEntry = { id: "q1", author: "member", text: "Konbyen pwen mwen genyen?", at: "2026-11-27T02:00:00.000Z" };
const answer: ConversationEntry = {
  id: "a1",
  author: "assistant",
  text: "Ou gen 120 pwen.",
  at: "2026-11-27T02:00:02.000Z",
  sources: [{ title: "Pwen ou yo", href: "/account" }],
  language: "ht",
};

describe("the kept conversation", () => {
  it("comes back as it was saved, for the same member only", () => {
    const storage = window.sessionStorage;
    storage.clear();
    saveConversation(storage, 7, [question, answer]);

    expect(loadConversation(storage, 7)).toEqual([question, answer]);
    expect(loadConversation(storage, 8)).toEqual([]);
  });

  it("keeps only the latest turns", () => {
    const storage = window.sessionStorage;
    const many = Array.from({ length: maxKeptEntries + 5 }, (_, index) => ({ ...question, id: `q${index}` }));
    saveConversation(storage, 7, many);

    const kept = loadConversation(storage, 7);
    expect(kept).toHaveLength(maxKeptEntries);
    expect(kept[0]!.id).toBe("q5");
  });

  it("ignores what it cannot read instead of failing", () => {
    const storage = window.sessionStorage;
    storage.setItem(conversationStorageKey(7), "{not json");
    expect(loadConversation(storage, 7)).toEqual([]);

    storage.setItem(conversationStorageKey(7), JSON.stringify([question, { id: "x", author: "assistant", text: "?" }, 3]));
    expect(loadConversation(storage, 7)).toEqual([question]);
  });

  it("survives a storage that refuses to keep anything", () => {
    const refusing = { setItem: () => { throw new Error("QuotaExceededError"); } } as unknown as Storage;
    expect(() => saveConversation(refusing, 7, [question])).not.toThrow();
  });
});
