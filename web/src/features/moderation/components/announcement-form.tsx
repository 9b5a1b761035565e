import type { AnnouncementReceipt, AnnouncementRequest } from "@kominote/core/schemas/notifications";
import { useId, useState } from "react";
import { isApiError } from "../../../api/api-error";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import * as styles from "./moderation.css";

export interface AnnouncementService {
  readonly id: number;
  readonly name: string;
}

export interface AnnouncementFormProps {
  /** Services an announcement can be limited to; empty while unknown (every member is still possible). */
  readonly services: readonly AnnouncementService[];
  /** Sends the announcement; resolves with how many members received it. */
  readonly onSend: (request: AnnouncementRequest) => Promise<AnnouncementReceipt>;
}

type Field = "title" | "message";

/** A moderator's announcement: title, message, and optionally the one service whose members get it. */
export function AnnouncementForm({ services, onSend }: AnnouncementFormProps) {
  const { t } = useLanguage();
  const id = useId();
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  const [serviceId, setServiceId] = useState("");
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<{ readonly sent: number } | { readonly failed: true } | null>(null);
  const [isSending, setSending] = useState(false);

  const submit = async (): Promise<void> => {
    const missing: Partial<Record<Field, string>> = {
      ...(title.trim() === "" ? { title: t("review.announce.titleRequired") } : {}),
      ...(message.trim() === "" ? { message: t("review.announce.messageRequired") } : {}),
    };
    setProblems(missing);
    setOutcome(null);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    try {
      const receipt = await onSend({
        title: title.trim(),
        message: message.trim(),
        ...(serviceId === "" ? {} : { serviceId: Number(serviceId) }),
      });
      setTitle("");
      setMessage("");
      setServiceId("");
      setOutcome({ sent: receipt.recipientCount });
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      setProblems({
        ...(fields.title === undefined ? {} : { title: fields.title }),
        ...(fields.message === undefined ? {} : { message: fields.message }),
      });
      setOutcome({ failed: true });
    } finally {
      setSending(false);
    }
  };

  const describe = (field: Field) => ({
    "aria-invalid": problems[field] !== undefined,
    "aria-describedby": `${id}-${field}-error`,
  });

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-heading`} className={styles.itemTitle}>
        {t("review.announce.title")}
      </h2>
      <p className={styles.hint}>{t("review.announce.intro")}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`} className={styles.label}>
          {t("review.announce.titleField")}
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={title}
          maxLength={120}
          required
          onChange={(event) => setTitle(event.target.value)}
          {...describe("title")}
        />
        <p id={`${id}-title-error`} role="alert" className={styles.error}>
          {problems.title ?? ""}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`} className={styles.label}>
          {t("review.announce.messageField")}
        </label>
        <textarea
          id={`${id}-message`}
          className={styles.input}
          rows={5}
          value={message}
          maxLength={2000}
          required
          onChange={(event) => setMessage(event.target.value)}
          {...describe("message")}
        />
        <p id={`${id}-message-error`} role="alert" className={styles.error}>
          {problems.message ?? ""}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-service`} className={styles.label}>
          {t("review.announce.service")}
        </label>
        <select id={`${id}-service`} className={styles.input} value={serviceId} onChange={(event) => setServiceId(event.target.value)}>
          <option value="">{t("review.announce.allMembers")}</option>
          {services.map((service) => (
            <option key={service.id} value={String(service.id)}>
              {service.name}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className={outcome !== null && "failed" in outcome ? styles.error : styles.success}>
        {outcome === null ? "" : "failed" in outcome ? t("review.announce.failed") : t("review.announce.sent", { count: outcome.sent })}
      </p>
      <div className={styles.formActions}>
        <Button type="submit" isPending={isSending}>
          {t("review.announce.submit")}
        </Button>
      </div>
    </form>
  );
}
