import { Redis } from "ioredis";
import type { EventChannel } from "./event-channel";

/**
 * The instances' bus through Redis pub/sub (REDIS_URL): one connection publishes, one subscribes
 * (a subscribed Redis connection can do nothing else). ioredis reconnects and subscribes again.
 */
export class RedisEventChannel implements EventChannel {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;

  constructor(
    redisUrl: string,
    onFailure: (cause: unknown) => void,
    private readonly channel = "kominote:member-events",
  ) {
    this.#publisher = new Redis(redisUrl, { lazyConnect: true });
    this.#subscriber = new Redis(redisUrl, { lazyConnect: true });
    this.#publisher.on("error", onFailure);
    this.#subscriber.on("error", onFailure);
  }

  async publish(message: string): Promise<void> {
    await this.#publisher.publish(this.channel, message);
  }

  async listen(onMessage: (message: string) => void): Promise<void> {
    this.#subscriber.on("message", (channel: string, message: string) => {
      if (channel === this.channel) onMessage(message);
    });
    // The publisher connects by itself on a first publish, which may have come before.
    await Promise.all([this.#publisher.status === "wait" ? this.#publisher.connect() : undefined, this.#subscriber.connect()]);
    await this.#subscriber.subscribe(this.channel);
  }

  async close(): Promise<void> {
    // A connection never opened (a channel nobody listened to) has nothing to say goodbye to.
    const end = (client: Redis) => (client.status === "wait" ? Promise.resolve(client.disconnect()) : client.quit());
    await Promise.allSettled([end(this.#publisher), end(this.#subscriber)]);
  }
}
