import type { MessageKey } from "@kominote/core/i18n/messages";
import { validateLoginCode } from "@kominote/core/rules/login-code";
import type { ContactMethod } from "@kominote/core/rules/login-contact";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { showToast } from "../../../ui/toast-queue";
import { currentUserQueryKey } from "../api/get-current-user";
import { LoginCallError, loginCallFinal, sendLoginCode, verifyLoginCode } from "../api/login-code";
import { leaveAfterSignIn } from "../lib/after-sign-in";
import { checkContact } from "../lib/check-contact";
import { contactOf, loginDraftStore, useLoginDraft, type LoginDraftStore } from "../lib/login-draft";
import { CodeStep } from "./code-step";
import { ContactStep } from "./contact-step";

/** How long the success toast shows before the page loads anew. */
const leaveDelayMs = 600;
/** Wait before a new code when the server names none. */
const defaultResendSeconds = 60;

export interface LoginFlowProps {
  /** Called once signed in, before the page is left (the modal closes itself here). */
  readonly onSignedIn?: () => void;
  readonly store?: LoginDraftStore;
  /** Where the page goes after signing in; the browser's location unless a test says otherwise. */
  readonly leave?: () => void;
}

/** Whole seconds left until `at` (epoch ms), ticking each second while there are any. */
const useSecondsUntil = (at: number): number => {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (at <= Date.now()) return undefined;
    const timer = window.setInterval(() => {
      setTick((tick) => tick + 1);
      if (Date.now() >= at) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - Date.now()) / 1000));
};

/** The request field the contact goes in, so the server's words about it land on the field. */
const contactFieldOf = (method: ContactMethod): string => (method === "email" ? "email" : "phoneNumber");

/**
 * The sign-in flow (contact, then code), the same in the modal and on the /login page. Each step
 * has one field, so every problem with a step is told under its field: the check's, the server's
 * words about the field, or the call's message (SPEC 8's fallbacks when the server gave none).
 */
export function LoginFlow({ onSignedIn, store = loginDraftStore, leave = () => leaveAfterSignIn() }: LoginFlowProps) {
  const { t } = useLanguage();
  const queryClient = useQueryClient();
  const draft = useLoginDraft(store);
  // What the check found before anything was sent, in the interface language.
  const [invalid, setInvalid] = useState<MessageKey | null>(null);
  const resendSeconds = useSecondsUntil(draft.resendAt);
  const contact = contactOf(draft);

  const wordingOf =
    (final: MessageKey) =>
    (error: unknown): string => {
      if (!(error instanceof LoginCallError)) return t(final);
      const { failure } = error;
      return failure.kind === "server" ? failure.message : t(failure.key, { status: failure.status ?? "" });
    };

  const resendAtFrom = (seconds: number | null): number => Date.now() + (seconds ?? 0) * 1000;

  const requesting = useSubmitForm({
    send: async ({ method, contact: to }: { readonly method: ContactMethod; readonly contact: string }) => {
      try {
        return await sendLoginCode(method, to);
      } catch (error) {
        // Too many requests: the wait the server asks for holds the resend link too.
        if (error instanceof LoginCallError && error.failure.retryAfterSeconds !== null) {
          store.update({ resendAt: resendAtFrom(error.failure.retryAfterSeconds) });
        }
        throw error;
      }
    },
    fallbackMessage: wordingOf(loginCallFinal.send),
    fields: [contactFieldOf(draft.method)],
    // Asked with no connection: it goes once the connection returns.
    onReconnect: () => void request(),
  });

  const checking = useSubmitForm({
    send: ({ method, contact: to, code }: { readonly method: ContactMethod; readonly contact: string; readonly code: string }) =>
      verifyLoginCode(method, to, code),
    fallbackMessage: wordingOf(loginCallFinal.verify),
    fields: ["code"],
    onReconnect: () => void verify(),
  });

  const problemOf = (sending: typeof requesting | typeof checking, field: string): string | null =>
    sending.fieldError(field) ?? sending.failure?.message ?? null;

  const request = async (): Promise<void> => {
    const current = store.get();
    const to = contactOf(current);
    const problem = await checkContact(current.method, to);
    setInvalid(problem);
    if (problem !== null) return;
    // A new code: what was said about the last one no longer holds.
    checking.reset();
    const sent = await requesting.submit({ method: current.method, contact: to.trim() });
    if (sent.ok) store.update({ step: "code", code: "", resendAt: resendAtFrom(sent.value.resendAfterSeconds ?? defaultResendSeconds) });
  };

  const verify = async (): Promise<void> => {
    const current = store.get();
    const problem = validateLoginCode(current.code);
    setInvalid(problem);
    if (problem !== null) return;
    requesting.reset();
    const sent = await checking.submit({ method: current.method, contact: contactOf(current).trim(), code: current.code });
    if (!sent.ok) return;
    queryClient.setQueryData(currentUserQueryKey, sent.value);
    showToast({ title: t("auth.login.success.title"), description: t("auth.login.success.body"), tone: "success" });
    store.update({ step: "contact", code: "", resendAt: 0 });
    onSignedIn?.();
    window.setTimeout(leave, leaveDelayMs);
  };

  const forgetProblems = (): void => {
    setInvalid(null);
    requesting.reset();
    checking.reset();
  };

  const changeMethod = (method: ContactMethod): void => {
    forgetProblems();
    store.update({ method });
  };

  const checked = invalid === null ? null : t(invalid);

  if (draft.step === "code") {
    return (
      <CodeStep
        contact={contact.trim()}
        code={draft.code}
        // A failed resend is told here too: the code field is the step's one field.
        error={checked ?? problemOf(checking, "code") ?? problemOf(requesting, contactFieldOf(draft.method))}
        isPending={checking.isPending}
        resendSeconds={resendSeconds}
        isResending={requesting.isPending}
        onCodeChange={(code) => {
          checking.clearField("code");
          store.update({ code });
        }}
        onSubmit={() => void verify()}
        onResend={() => void request()}
        onBack={() => {
          forgetProblems();
          store.update({ step: "contact", code: "" });
        }}
      />
    );
  }
  const contactField = contactFieldOf(draft.method);
  return (
    <ContactStep
      method={draft.method}
      contact={contact}
      error={checked ?? problemOf(requesting, contactField)}
      isPending={requesting.isPending}
      onMethodChange={changeMethod}
      onContactChange={(value) => {
        requesting.clearField(contactField);
        store.update(draft.method === "email" ? { email: value } : { phone: value });
      }}
      onSubmit={() => void request()}
    />
  );
}
