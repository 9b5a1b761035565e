import type { Redis } from "ioredis";
import type { SharedPresence } from "./shared-presence";

/**
 * Presence in Redis: one sorted set per room, each member scored by the time it expires; a count
 * drops the expired first. The set itself expires an hour after its last touch.
 */
export class RedisPresence implements SharedPresence {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "kominote:presence:",
  ) {}

  async touch(room: string, member: string, ttlMs: number): Promise<void> {
    const key = this.prefix + room;
    await this.redis.multi().zadd(key, Date.now() + ttlMs, member).pexpire(key, Math.max(ttlMs, 3_600_000)).exec();
  }

  async leave(room: string, member: string): Promise<void> {
    await this.redis.zrem(this.prefix + room, member);
  }

  async count(room: string): Promise<number> {
    const key = this.prefix + room;
    const results = await this.redis.multi().zremrangebyscore(key, "-inf", Date.now()).zcard(key).exec();
    return Number(results?.[1]?.[1] ?? 0);
  }
}
