import type { AnnouncementReceipt, AnnouncementRequest } from "@kominote/core/schemas/notifications";
import { useId, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useSubmitForm } from "../../../lib/use-submit-form";
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
  /** For stories: the error a send already failed with. */
  readonly initialError?: unknown;
}

type Field = "title" | "message";

/** A moderator's announcement: title, message, and optionally the one service whose members get it. */
export function AnnouncementForm({ services, onSend, initialError }: AnnouncementFormProps) {
  const { t } = useLanguage();
  const id = useId();
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  const [serviceId, setServiceId] = useState("");
  // What is missing, found before anything is sent; the server's refusals come through the hook.
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [sentTo, setSentTo] = useState<number | null>(null);
  const sending = useSubmitForm({ send: onSend, fallbackMessage: t("review.announce.failed"), fields: ["title", "message"], initialError });
  const isSending = sending.isPending;
  const problemOf = (field: Field): string | null => problems[field] ?? sending.fieldError(field);
  const failure = sending.failure?.message ?? null;

  const submit = async (): Promise<void> => {
    const missing: Partial<Record<Field, string>> = {
      ...(title.trim() === "" ? { title: t("review.announce.titleRequired") } : {}),
      ...(message.trim() === "" ? { message: t("review.announce.messageRequired") } : {}),
    };
    setProblems(missing);
    setSentTo(null);
    if (Object.keys(missing).length > 0) {
      sending.reset();
      return;
    }
    const sent = await sending.submit({
      title: title.trim(),
      message: message.trim(),
      ...(serviceId === "" ? {} : { serviceId: Number(serviceId) }),
    });
    if (!sent.ok) return;
    setTitle("");
    setMessage("");
    setServiceId("");
    setSentTo(sent.value.recipientCount);
  };

  const describe = (field: Field) => ({ "aria-invalid": problemOf(field) !== null, "aria-describedby": `${id}-${field}-error` });

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      noValidate
      aria-busy={isSending}
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
          {problemOf("title") ?? ""}
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
          {problemOf("message") ?? ""}
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
      <p role="status" className={failure === null ? styles.success : styles.error}>
        {failure ?? (sentTo === null ? "" : t("review.announce.sent", { count: sentTo }))}
      </p>
      <div className={styles.formActions}>
        <Button type="submit" isPending={isSending}>
          {t("review.announce.submit")}
        </Button>
      </div>
    </form>
  );
}
