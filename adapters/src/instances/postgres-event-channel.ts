import type { Knex } from "knex";
import pg from "pg";
import type { EventChannel } from "./event-channel";

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; larger messages go through a table. */
export const notifyPayloadLimit = 7_900;
/** A dropped listening connection is opened again after this long. */
const reconnectMs = 1_000;

/**
 * The instances' bus on the PostgreSQL they share: LISTEN on one connection of its own, NOTIFY
 * through the pool. A message too large for a NOTIFY is stored in event_payloads and the NOTIFY
 * carries `@<id>`; the clean-up job deletes stored payloads after a minute.
 */
export class PostgresEventChannel implements EventChannel {
  #client: pg.Client | undefined;
  #onMessage: ((message: string) => void) | undefined;
  #closed = false;

  constructor(
    private readonly db: Knex,
    private readonly connectionString: string,
    private readonly onFailure: (cause: unknown) => void,
    private readonly channel = "kominote_member_events",
  ) {}

  async publish(message: string): Promise<void> {
    if (Buffer.byteLength(message, "utf8") <= notifyPayloadLimit) {
      await this.db.raw("select pg_notify(?, ?)", [this.channel, message]);
      return;
    }
    const [row] = (await this.db("event_payloads").insert({ payload: message }).returning("id")) as { id: string | number }[];
    await this.db.raw("select pg_notify(?, ?)", [this.channel, `@${String(row?.id)}`]);
  }

  async listen(onMessage: (message: string) => void): Promise<void> {
    this.#onMessage = onMessage;
    await this.connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on("notification", (notification) => {
      this.receive(notification.payload ?? "").catch(this.onFailure);
    });
    client.on("error", (cause) => {
      this.onFailure(cause);
      this.reconnectLater(client);
    });
    client.on("end", () => this.reconnectLater(client));
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(this.channel)}`);
    this.#client = client;
  }

  private reconnectLater(client: pg.Client): void {
    if (this.#closed || this.#client !== client) return;
    this.#client = undefined;
    setTimeout(() => {
      if (!this.#closed) this.connect().catch((cause: unknown) => {
        this.onFailure(cause);
        this.reconnectLater(client);
      });
    }, reconnectMs).unref();
  }

  private async receive(payload: string): Promise<void> {
    if (!payload.startsWith("@")) {
      this.#onMessage?.(payload);
      return;
    }
    const row = (await this.db("event_payloads").where({ id: payload.slice(1) }).first("payload")) as { payload: string } | undefined;
    if (row !== undefined) this.#onMessage?.(row.payload);
  }
}
