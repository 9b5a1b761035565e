import type { Knex } from "knex";

export type OutboxChannel = "email" | "sms";

/** A message as the outbox keeps it. */
export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  /** E-mails only. */
  subject: string | null;
  /** The plain text of an e-mail, or the text message itself. */
  body: string;
  /** E-mails with an HTML part only. */
  html: string | null;
  createdAt: Date;
}

export type NewOutboxMessage = Omit<OutboxMessage, "id" | "createdAt">;

/** Told of every message the outbox keeps: the local development channel prints it. */
export type OutboxLog = (message: OutboxMessage) => void;

interface OutboxRow {
  id: number | string;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
  created_at: Date | string;
}

const fromRow = (row: OutboxRow): OutboxMessage => ({
  id: Number(row.id),
  channel: row.channel,
  to: row.to,
  subject: row.subject,
  body: row.body,
  html: row.html,
  createdAt: new Date(row.created_at),
});

/** Keeps one message in the outbox and returns it as stored. */
export const storeOutboxMessage = async (db: Knex, message: NewOutboxMessage): Promise<OutboxMessage> => {
  const [row] = await db<OutboxRow>("outbox_messages")
    .insert({ channel: message.channel, to: message.to, subject: message.subject, body: message.body, html: message.html })
    .returning(["id", "channel", "to", "subject", "body", "html", "created_at"]);
  if (row === undefined) throw new Error("the outbox did not return the stored message");
  return fromRow(row as OutboxRow);
};

/** The newest messages first. */
export const listOutboxMessages = async (db: Knex, { limit }: { limit: number }): Promise<OutboxMessage[]> => {
  const rows = await db<OutboxRow>("outbox_messages")
    .select("id", "channel", "to", "subject", "body", "html", "created_at")
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(limit);
  return (rows as OutboxRow[]).map(fromRow);
};
