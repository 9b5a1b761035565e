/**
 * Counts user-text translations in progress across the whole page. Each request takes a ticket
 * when it starts and hands it back when it ends; a language change resets the count and voids the
 * tickets taken before it, so late answers for the previous language cannot push it below zero
 * or lower the count of the new language's requests.
 */
export interface TranslationTicket {
  readonly generation: number;
}

export interface TranslationActivity {
  start(): TranslationTicket;
  finish(ticket: TranslationTicket): void;
  reset(): void;
  count(): number;
  subscribe(listener: () => void): () => void;
}

export const createTranslationActivity = (): TranslationActivity => {
  let generation = 0;
  let inProgress = 0;
  const listeners = new Set<() => void>();
  const notify = (): void => listeners.forEach((listener) => listener());

  return {
    start() {
      inProgress += 1;
      notify();
      return { generation };
    },
    finish(ticket) {
      if (ticket.generation !== generation || inProgress === 0) return;
      inProgress -= 1;
      notify();
    },
    reset() {
      generation += 1;
      if (inProgress === 0) return;
      inProgress = 0;
      notify();
    },
    count: () => inProgress,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The page-wide counter the translation pipeline and the language provider share. */
export const translationActivity = createTranslationActivity();
