import { isLanguage, type Language } from "@kominote/core/i18n/languages";
import type { AnswerSource } from "./answer";

/** One turn of the conversation: the member's question, or the assistant's answer. */
export type ConversationEntry =
  | { readonly id: string; readonly author: "member"; readonly text: string; readonly at: string }
  | {
      readonly id: string;
      readonly author: "assistant";
      readonly text: string;
      readonly at: string;
      readonly sources: readonly AnswerSource[];
      /** The language the answer was written in: its voice, even after the reader switches language. */
      readonly language: Language;
    };

/**
 * Where a member's conversation is kept for the browser tab's life (sessionStorage: gone when the
 * tab closes, never shared with another tab). Keyed by member, so someone signing in after
 * another on the same tab does not read the previous member's questions.
 */
export const conversationStorageKey = (memberId: number): string => `kominote.assistant.conversation.${memberId}`;

/** Longest conversation kept: older turns go first, so the stored copy never fills the storage quota. */
export const maxKeptEntries = 100;

const isSource = (value: unknown): value is AnswerSource =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as AnswerSource).title === "string" &&
  ((value as AnswerSource).href === null || typeof (value as AnswerSource).href === "string");

const isEntry = (value: unknown): value is ConversationEntry => {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  if (typeof entry.id !== "string" || typeof entry.text !== "string" || typeof entry.at !== "string") return false;
  if (entry.author === "member") return true;
  return entry.author === "assistant" && Array.isArray(entry.sources) && entry.sources.every(isSource) && isLanguage(entry.language);
};

/** The conversation kept for this member, or none when nothing (or something unreadable) is kept. */
export const loadConversation = (storage: Storage, memberId: number): ConversationEntry[] => {
  try {
    const stored: unknown = JSON.parse(storage.getItem(conversationStorageKey(memberId)) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isEntry) : [];
  } catch {
    return [];
  }
};

/** Keeps the conversation; a full or refused storage only means it will not survive a reload. */
export const saveConversation = (storage: Storage, memberId: number, entries: readonly ConversationEntry[]): void => {
  try {
    storage.setItem(conversationStorageKey(memberId), JSON.stringify(entries.slice(-maxKeptEntries)));
  } catch {
    // Private browsing or a full quota: the conversation still shows until the page is left.
  }
};
