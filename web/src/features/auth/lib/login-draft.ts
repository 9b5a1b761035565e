import type { ContactMethod } from "@kominote/core/rules/login-contact";
import { useSyncExternalStore } from "react";

/** What the visitor typed in the sign-in flow; kept for the page's life so closing the modal loses nothing. */
export interface LoginDraft {
  readonly method: ContactMethod;
  readonly email: string;
  readonly phone: string;
  readonly step: "contact" | "code";
  readonly code: string;
  /** When a new code may be asked for (epoch ms); 0 when at once. */
  readonly resendAt: number;
}

export const emptyDraft: LoginDraft = { method: "email", email: "", phone: "", step: "contact", code: "", resendAt: 0 };

export interface LoginDraftStore {
  readonly get: () => LoginDraft;
  readonly update: (patch: Partial<LoginDraft>) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export const createLoginDraftStore = (initial: LoginDraft = emptyDraft): LoginDraftStore => {
  let draft = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => draft,
    update: (patch) => {
      draft = { ...draft, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The page's one draft, shared by the modal and the /login page. */
export const loginDraftStore = createLoginDraftStore();

export const useLoginDraft = (store: LoginDraftStore = loginDraftStore): LoginDraft =>
  useSyncExternalStore(store.subscribe, store.get, store.get);

/** The contact for the chosen method. */
export const contactOf = (draft: LoginDraft): string => (draft.method === "email" ? draft.email : draft.phone);
