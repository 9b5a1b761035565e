import { validateLoginCode } from "@kominote/core/rules/login-code";
import type { ContactMethod } from "@kominote/core/rules/login-contact";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { showToast } from "../../../ui/toast-queue";
import { currentUserQueryKey } from "../api/get-current-user";
import { sendLoginCode, verifyLoginCode, type LoginFailure } from "../api/login-code";
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

/** The sign-in flow (contact, then code), the same in the modal and on the /login page. */
export function LoginFlow({ onSignedIn, store = loginDraftStore, leave = () => leaveAfterSignIn() }: LoginFlowProps) {
  const { t } = useLanguage();
  const queryClient = useQueryClient();
  const draft = useLoginDraft(store);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<"send" | "resend" | "verify" | null>(null);
  const resendSeconds = useSecondsUntil(draft.resendAt);
  const contact = contactOf(draft);

  const describe = (failure: LoginFailure): string =>
    failure.kind === "server" ? failure.message : t(failure.key, { status: failure.status ?? "" });

  const resendAtFrom = (seconds: number | null): number => Date.now() + (seconds ?? 0) * 1000;

  const send = async (kind: "send" | "resend"): Promise<void> => {
    const problem = await checkContact(draft.method, contact);
    if (problem !== null) {
      setError(t(problem));
      return;
    }
    setError(null);
    setPending(kind);
    const result = await sendLoginCode(draft.method, contact.trim());
    setPending(null);
    if (result.ok) {
      store.update({ step: "code", code: "", resendAt: resendAtFrom(result.value.resendAfterSeconds ?? defaultResendSeconds) });
      return;
    }
    setError(describe(result.failure));
    // Too many requests: the wait the server asks for holds the resend link too.
    if (result.failure.retryAfterSeconds !== null) store.update({ resendAt: resendAtFrom(result.failure.retryAfterSeconds) });
  };

  const verify = async (): Promise<void> => {
    const problem = validateLoginCode(draft.code);
    if (problem !== null) {
      setError(t(problem));
      return;
    }
    setError(null);
    setPending("verify");
    const result = await verifyLoginCode(draft.method, contact.trim(), draft.code);
    setPending(null);
    if (!result.ok) {
      setError(describe(result.failure));
      return;
    }
    queryClient.setQueryData(currentUserQueryKey, result.value);
    showToast({ title: t("auth.login.success.title"), description: t("auth.login.success.body"), tone: "success" });
    store.update({ step: "contact", code: "", resendAt: 0 });
    onSignedIn?.();
    window.setTimeout(leave, leaveDelayMs);
  };

  const changeMethod = (method: ContactMethod): void => {
    setError(null);
    store.update({ method });
  };

  if (draft.step === "code") {
    return (
      <CodeStep
        contact={contact.trim()}
        code={draft.code}
        error={error}
        isPending={pending === "verify"}
        resendSeconds={resendSeconds}
        isResending={pending === "resend"}
        onCodeChange={(code) => store.update({ code })}
        onSubmit={() => void verify()}
        onResend={() => void send("resend")}
        onBack={() => {
          setError(null);
          store.update({ step: "contact", code: "" });
        }}
      />
    );
  }
  return (
    <ContactStep
      method={draft.method}
      contact={contact}
      error={error}
      isPending={pending === "send"}
      onMethodChange={changeMethod}
      onContactChange={(value) => store.update(draft.method === "email" ? { email: value } : { phone: value })}
      onSubmit={() => void send("send")}
    />
  );
}
