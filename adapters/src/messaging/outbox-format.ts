import type { OutboxMessage } from "./outbox-store";

/** One message as a person reads it in a terminal or the server log (the HTML part is left out). */
export const formatOutboxMessage = (message: OutboxMessage): string =>
  [
    `${message.channel === "email" ? "E-mail" : "SMS"} to ${message.to} at ${message.createdAt.toISOString()}`,
    ...(message.subject === null ? [] : [`Subject: ${message.subject}`]),
    "",
    message.body.trimEnd(),
  ].join("\n");

/** One message as a single JSON line, for tools and tests (`npm run outbox -- --json`). */
export const outboxMessageJson = (message: OutboxMessage): string =>
  JSON.stringify({
    id: message.id,
    channel: message.channel,
    to: message.to,
    subject: message.subject,
    body: message.body,
    html: message.html,
    createdAt: message.createdAt.toISOString(),
  });
