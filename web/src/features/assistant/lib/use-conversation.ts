import type { Language } from "@kominote/core/i18n/languages";
import type { MessageKey } from "@kominote/core/i18n/messages";
import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../../api/client";
import { handleUnauthorized, isUnauthorized } from "../../../lib/handle-unauthorized";
import { askAssistant } from "../api/ask-assistant";
import { AnswerStreamError, type Answer, type AnswerListener, type AnswerSource } from "./answer";
import { loadConversation, saveConversation, type ConversationEntry } from "./conversation";

/** The answer being written: the question it answers, and what arrived so far. */
export interface PendingAnswer {
  readonly question: string;
  readonly text: string;
  readonly sources: readonly AnswerSource[];
}

export type Ask = (question: string, listener: AnswerListener, options: { readonly signal: AbortSignal }) => Promise<Answer>;

export interface ConversationOptions {
  readonly memberId: number;
  readonly language: Language;
  readonly t: (key: MessageKey) => string;
  /** The call that answers; the real API by default (stories and tests give their own). */
  readonly ask?: Ask;
  readonly storage?: Storage;
}

const newId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The message a failed question shows: the field's message, the server's, or the spec's fallback. */
const problemOf = (error: unknown, t: (key: MessageKey) => string): string => {
  if (isApiError(error)) return error.fields?.question ?? error.serverMessage ?? t("assistantScreen.error.fallback");
  if (error instanceof AnswerStreamError && error.serverMessage !== undefined) return error.serverMessage;
  return t("assistantScreen.error.fallback");
};

/**
 * The conversation with the assistant: kept in the tab's session storage (restored after a reload),
 * one question at a time, the answer shown as it arrives. A failed question leaves the
 * conversation as it was and says why; the screen keeps the question in its box.
 */
export const useConversation = ({ memberId, language, t, ask = askAssistant, storage = window.sessionStorage }: ConversationOptions) => {
  const [entries, setEntries] = useState<ConversationEntry[]>(() => loadConversation(storage, memberId));
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The id of the answer that just arrived: the screen reads it aloud without a press. */
  const [fresh, setFresh] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => saveConversation(storage, memberId, entries), [storage, memberId, entries]);

  const send = useCallback(
    async (question: string): Promise<boolean> => {
      const asked = question.trim();
      if (asked === "" || running.current !== null) return false;
      const controller = new AbortController();
      running.current = controller;
      setProblem(null);
      setPending({ question: asked, text: "", sources: [] });
      const askedAt = new Date().toISOString();
      try {
        const answer = await ask(
          asked,
          {
            onSources: (sources) => setPending((current) => current && { ...current, sources }),
            onText: (text) => setPending((current) => current && { ...current, text }),
          },
          { signal: controller.signal },
        );
        const answerEntry: ConversationEntry = {
          id: newId(),
          author: "assistant",
          text: answer.response,
          at: new Date().toISOString(),
          sources: answer.sources,
          language,
        };
        setEntries((current) => [...current, { id: newId(), author: "member" as const, text: asked, at: askedAt }, answerEntry]);
        setFresh(answerEntry.id);
        return true;
      } catch (error) {
        if (controller.signal.aborted) return false;
        if (isUnauthorized(error)) handleUnauthorized({ t });
        setProblem(problemOf(error, t));
        return false;
      } finally {
        if (running.current === controller) running.current = null;
        setPending(null);
      }
    },
    [ask, language, t],
  );

  const clear = useCallback(() => {
    setEntries([]);
    setFresh(null);
  }, []);

  return { entries, pending, problem, fresh, send, clear };
};
