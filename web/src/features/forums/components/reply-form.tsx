import type { CreateForumPostRequest } from "@kominote/core/schemas/forums";
import { createForumPostRequestSchema } from "@kominote/core/schemas/forums";
import { useId, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import { checkForm, type FormProblems } from "../../../lib/check-form";
import { clearDraft, loadDraft, replyDraftKey, saveDraft } from "../../../lib/drafts";
import { classifySendFailure, fieldFailure, type SendFailure } from "../../../lib/send-failure";
import { useRetryWhenOnline } from "../../../lib/use-retry-when-online";
import * as styles from "./forums.css";
import { TextAreaField } from "./text-area-field";
import { SendFailureNotice } from "./send-failure-notice";

export interface ReplyFormProps {
  readonly forumId: number;
  /** Posts the message; resolves once saved, rejects (an ApiError, or a TypeError offline) when it did not go through. */
  readonly onSend: (request: CreateForumPostRequest) => Promise<unknown>;
  /** For stories: a send that already failed. */
  readonly initialFailure?: SendFailure | null;
}

/**
 * The reply under a thread. What is typed is kept on the device as it is typed and stays in the
 * field when a send fails; it is cleared only once the post is saved.
 */
export function ReplyForm({ forumId, onSend, initialFailure = null }: ReplyFormProps) {
  const { t } = useLanguage();
  const id = useId();
  const draftKey = replyDraftKey(forumId);
  const [content, setContent] = useState(() => loadDraft(draftKey, ["content"]).content);
  const [problems, setProblems] = useState<FormProblems<"content">>({});
  const [failure, setFailure] = useState<SendFailure | null>(initialFailure);
  const [isSending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const change = (value: string): void => {
    setContent(value);
    saveDraft(draftKey, { content: value });
    setProblems({});
    setSent(false);
  };

  const send = async (): Promise<void> => {
    if (isSending) return;
    const check = checkForm(createForumPostRequestSchema, { content });
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await onSend(check.request);
      setContent("");
      clearDraft(draftKey);
      setSent(true);
    } catch (error) {
      setFailure(classifySendFailure(error, ["content"]));
    } finally {
      setSending(false);
    }
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void send();
  };
  useRetryWhenOnline(failure?.kind === "offline", () => void send());

  const problem = problems.content === undefined ? fieldFailure(failure, "content") : t(problems.content);
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextAreaField
        id={`${id}-content`}
        label={t("forums.reply.label")}
        rows={3}
        maxLength={5000}
        value={content}
        problem={problem}
        onChange={change}
      />
      <SendFailureNotice failure={failure} failed="forums.reply.failed" />
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
