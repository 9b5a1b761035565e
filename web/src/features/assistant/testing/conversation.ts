import type { Language } from "@kominote/core/i18n/languages";
import { memoryStorage } from "../../../testing/memory-storage";
import { conversationStorageKey, type ConversationEntry } from "../lib/conversation";
import { exampleSources } from "./answer-stream";

/** A storage in memory holding this member's conversation, for stories that open on one. */
export const storageWithConversation = (memberId: number, entries: readonly ConversationEntry[]): Storage => {
  const storage = memoryStorage();
  storage.setItem(conversationStorageKey(memberId), JSON.stringify(entries));
  return storage;
};

/** One question and its answer, written in the given language. */
export const conversationIn = (language: Language, question: string, answer: string): ConversationEntry[] => [
  { id: "q1", author: "member", text: question, at: "2026-11-27T14:05:00.000Z" },
  { id: "a1", author: "assistant", text: answer, at: "2026-11-27T14:05:03.000Z", sources: exampleSources, language },
];
