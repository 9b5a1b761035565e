import type { InviteMethod, SendInvitationRequest } from "@kominote/core/schemas/invitations";
import { useId, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { Button } from "../../../ui/button";
import { FormProblem } from "../../../ui/form-problem";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/tabs";
import { showToast } from "../../../ui/toast-queue";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { freshInviteForm, inviteFormProblem, inviteRequestOf, type InviteForm as FormState } from "../lib/invite-form";
import { openShareWindow, shareNetworkNames, shareNetworks, shareUrlOf, type ShareNetwork } from "../lib/share-urls";
import { InvitationSentDialog } from "./invitation-sent-dialog";
import * as styles from "./invitations.css";
import { inviteMethods } from "../lib/invite-methods";

export interface InviteFormProps {
  /** Sends or records an invitation; rejects with an ApiError. */
  readonly send: (request: SendInvitationRequest) => Promise<unknown>;
  /** The member's personal link, from the server. */
  readonly generateLink: () => Promise<string>;
  /** The link when it is already known (stories). */
  readonly initialLink?: string | null;
  /** Shared when the member has not generated their link yet. */
  readonly siteOrigin: string;
  readonly copyText?: (text: string) => Promise<void>;
  readonly openWindow?: (url: string) => void;
  /** The open tab, when the screen keeps it (in the address, ?method=phone); the form's own otherwise. */
  readonly method?: InviteMethod;
  readonly onMethodChange?: (method: InviteMethod) => void;
}


/** The fields whose server problems show under them; any other problem shows under the send button. */
const inviteFields: readonly string[] = ["inviteeEmail", "inviteePhone", "message"];

const copyToClipboard = (text: string): Promise<void> => navigator.clipboard.writeText(text);

/**
 * The four ways to invite (e-mail, phone, social, link) with one message for all. E-mail and
 * phone send through the server, then 'Envetasyon voye!' opens and the form starts again on
 * e-mail with the default message; shares and copies are recorded for the member's figures.
 */
export function InviteForm({
  send,
  generateLink,
  initialLink = null,
  siteOrigin,
  copyText = copyToClipboard,
  openWindow = openShareWindow,
  method: addressedMethod,
  onMethodChange,
}: InviteFormProps) {
  const { t } = useLanguage();
  const defaultMessage = t("invitations.form.defaultMessage");
  const [ownForm, setForm] = useState<FormState>(() => freshInviteForm(defaultMessage));
  const form: FormState = addressedMethod === undefined ? ownForm : { ...ownForm, method: addressedMethod };
  // A missing contact, found before anything is sent.
  const [localProblem, setLocalProblem] = useState<Readonly<Record<string, string>>>({});
  const sending = useSubmitForm({ send, fallbackMessage: t("invitations.error.sendFailed"), fields: inviteFields });
  const isSending = sending.isPending;
  const fieldError = (field: string): string | null => localProblem[field] ?? sending.fieldError(field);
  const [isSent, setSent] = useState(false);
  const [link, setLink] = useState<string | null>(initialLink);
  const [isGenerating, setGenerating] = useState(false);
  const baseId = useId();

  const update = (patch: Partial<FormState>): void => {
    setForm((current) => ({ ...current, ...patch }));
    if (patch.method !== undefined) onMethodChange?.(patch.method);
    for (const [key, field] of [["email", "inviteeEmail"], ["phone", "inviteePhone"], ["message", "message"]] as const) {
      if (patch[key] !== undefined) {
        sending.clearField(field);
        setLocalProblem({});
      }
    }
  };

  /** Shares are recorded for the member's figures; a failure there must not spoil the share itself. */
  const record = (method: "social" | "link"): void => {
    void send({ inviteMethod: method, message: form.message }).catch(() => undefined);
  };

  const submit = async (): Promise<void> => {
    // Enter in the field while the first press is still on its way sends nothing twice.
    if (isSending) return;
    const problem = inviteFormProblem(form);
    if (problem !== null) {
      setLocalProblem({ [problem.field]: t(problem.messageKey) });
      return;
    }
    setLocalProblem({});
    if (!(await sending.submit(inviteRequestOf(form))).ok) return;
    update(freshInviteForm(defaultMessage));
    setSent(true);
  };

  const generate = async (): Promise<void> => {
    setGenerating(true);
    try {
      setLink(await generateLink());
    } catch {
      showToast({ title: t("invitations.link.failed"), tone: "danger" });
    } finally {
      setGenerating(false);
    }
  };

  const copy = async (text: string, successKey: "invitations.link.copied" | "invitations.social.instagramCopied"): Promise<boolean> => {
    try {
      await copyText(text);
      showToast({ title: t(successKey), tone: "success" });
      return true;
    } catch {
      showToast({ title: t("invitations.link.copyFailed"), tone: "danger" });
      return false;
    }
  };

  const share = async (network: ShareNetwork): Promise<void> => {
    const target = link ?? siteOrigin;
    const url = shareUrlOf(network, form.message.trim(), target);
    if (url === null) {
      // Instagram has no share address: the link is copied, to paste in the app.
      if (await copy(target, "invitations.social.instagramCopied")) record("social");
      return;
    }
    openWindow(url);
    record("social");
  };

  const contactField = (method: "email" | "phone") => {
    const id = `${baseId}-${method}`;
    const errorId = `${id}-error`;
    const field = method === "email" ? "inviteeEmail" : "inviteePhone";
    const problem = fieldError(field);
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t(method === "email" ? "invitations.form.emailLabel" : "invitations.form.phoneLabel")}
        </label>
        <input
          id={id}
          className={styles.input}
          type={method === "email" ? "email" : "tel"}
          autoComplete="off"
          placeholder={t(method === "email" ? "invitations.form.emailPlaceholder" : "invitations.form.phonePlaceholder")}
          value={method === "email" ? form.email : form.phone}
          aria-invalid={problem !== null}
          aria-describedby={errorId}
          onChange={(event) => update(method === "email" ? { email: event.target.value } : { phone: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === "Enter") void submit();
          }}
        />
        <p id={errorId} role="alert" className={styles.error}>
          {problem ?? ""}
        </p>
        <Button variant="primary" isPending={isSending} onPress={() => void submit()}>
          {isSending ? t("invitations.form.sending") : t("invitations.form.send")}
        </Button>
        <FormProblem message={sending.failure?.message ?? null} />
      </div>
    );
  };

  const linkId = `${baseId}-link`;
  const messageId = `${baseId}-message`;

  return (
    <div className={styles.card} aria-busy={isSending}>
      <Tabs selectedKey={form.method} onSelectionChange={(key) => update({ method: key as InviteMethod })}>
        <TabList aria-label={t("invitations.tabs.label")}>
          {inviteMethods.map((method) => (
            <Tab key={method} id={method}>
              {t(`invitations.tabs.${method}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="email" className={styles.panel}>
          {contactField("email")}
        </TabPanel>
        <TabPanel id="phone" className={styles.panel}>
          {contactField("phone")}
        </TabPanel>
        <TabPanel id="social" className={styles.panel}>
          <p className={styles.muted}>{t("invitations.social.intro")}</p>
          <div className={styles.shareButtons}>
            {shareNetworks.map((network) => (
              <Button key={network} variant="secondary" onPress={() => void share(network)}>
                {t("invitations.social.shareOn", { network: shareNetworkNames[network] })}
                {network === "instagram" ? null : <VisuallyHidden> {t("invitations.social.newWindow")}</VisuallyHidden>}
              </Button>
            ))}
          </div>
        </TabPanel>
        <TabPanel id="link" className={styles.panel}>
          <p className={styles.muted}>{t("invitations.link.intro")}</p>
          <div className={styles.field}>
            <label htmlFor={linkId} className={styles.label}>
              {t("invitations.link.label")}
            </label>
            <input id={linkId} className={styles.input} type="url" readOnly value={link ?? ""} />
          </div>
          <div className={styles.row}>
            <Button variant="secondary" isPending={isGenerating} onPress={() => void generate()}>
              {isGenerating ? t("invitations.link.generating") : t("invitations.link.generate")}
            </Button>
            <Button
              variant="primary"
              isDisabled={link === null}
              onPress={() => {
                if (link !== null) void copy(link, "invitations.link.copied").then((copied) => copied && record("link"));
              }}
            >
              {t("invitations.link.copy")}
            </Button>
          </div>
        </TabPanel>
      </Tabs>
      <div className={styles.field}>
        <label htmlFor={messageId} className={styles.label}>
          {t("invitations.form.messageLabel")}
        </label>
        <textarea
          id={messageId}
          className={styles.textarea}
          rows={4}
          maxLength={1000}
          value={form.message}
          aria-invalid={fieldError("message") !== null}
          aria-describedby={`${messageId}-error`}
          onChange={(event) => update({ message: event.target.value })}
        />
        <p id={`${messageId}-error`} role="alert" className={styles.error}>
          {fieldError("message") ?? ""}
        </p>
      </div>
      <InvitationSentDialog isOpen={isSent} onClose={() => setSent(false)} />
    </div>
  );
}
