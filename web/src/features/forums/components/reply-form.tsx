import type { CreateForumPostRequest } from "@kominote/core/schemas/forums";
import { createForumPostRequestSchema } from "@kominote/core/schemas/forums";
import { useId, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import { checkForm, type FormProblems } from "../../../lib/check-form";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { clearDraft, loadDraft, replyDraftKey, saveDraft } from "../../../lib/drafts";
import { forumSendWording } from "../lib/send-failure";
import * as styles from "./forums.css";
import { TextAreaField } from "./text-area-field";
import { SendFailureNotice } from "./send-failure-notice";

export interface ReplyFormProps {
  readonly forumId: number;
  /** Posts the message; resolves once saved, rejects (an ApiError, or a TypeError offline) when it did not go through. */
  readonly onSend: (request: CreateForumPostRequest) => Promise<unknown>;
  /** For stories: the error a send already failed with. */
  readonly initialError?: unknown;
}

/**
 * The reply under a thread. What is typed is kept on the device as it is typed and stays in the
 * field when a send fails; it is cleared only once the post is saved.
 */
export function ReplyForm({ forumId, onSend, initialError }: ReplyFormProps) {
  const { t } = useLanguage();
  const id = useId();
  const draftKey = replyDraftKey(forumId);
  const [content, setContent] = useState(() => loadDraft(draftKey, ["content"]).content);
  const [problems, setProblems] = useState<FormProblems<"content">>({});
  const [sent, setSent] = useState(false);
  const sending = useSubmitForm({
    send: onSend,
    ...forumSendWording(t, "forums.reply.failed"),
    fields: ["content"],
    onReconnect: () => void send(),
    initialError,
  });

  const change = (value: string): void => {
    setContent(value);
    saveDraft(draftKey, { content: value });
    setProblems({});
    setSent(false);
  };

  const send = async (): Promise<void> => {
    if (sending.isPending) return;
    const check = checkForm(createForumPostRequestSchema, { content });
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    if (!(await sending.submit(check.request)).ok) return;
    setContent("");
    clearDraft(draftKey);
    setSent(true);
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void send();
  };

  const problem = problems.content === undefined ? sending.fieldError("content") : t(problems.content);
  const isSending = sending.isPending;
  return (
    <form className={styles.form} noValidate aria-busy={isSending} onSubmit={submit}>
      <TextAreaField
        id={`${id}-content`}
        label={t("forums.reply.label")}
        rows={3}
        maxLength={5000}
        value={content}
        problem={problem}
        onChange={change}
      />
      <SendFailureNotice message={sending.failure?.message ?? null} />
      <p role="status" className={styles.meta}>
        {sent ? t("forums.reply.sent") : ""}
      </p>
      <div className={styles.actions}>
        <Button type="submit" isPending={isSending}>
          {isSending ? (
            <>
              <SpinnerIcon />
              {t("forums.reply.sending")}
            </>
          ) : (
            t("forums.reply.submit")
          )}
        </Button>
      </div>
    </form>
  );
}
