import { randomUUID } from "node:crypto";
import type { MemberEvent, MemberEvents, MemberEventSubscriber, MemberEventSubscriptions, PublicEvent } from "@kominote/core/ports/member-events";
import type { EventChannel } from "./event-channel";

interface Envelope {
  /** The instance that published: it has delivered to its own streams already. */
  readonly from: string;
  /** Members by id, every member ("all"), or every stream, visitors' too ("public"). */
  readonly to: readonly number[] | "all" | "public";
  readonly event: MemberEvent;
}

/** Dates travel tagged, so a notification's createdAt is a Date again on the other side. */
function encodeDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? { $date: raw.toISOString() } : value;
}

const decodeDates = (_key: string, value: unknown): unknown => {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const tagged = value as { $date?: unknown };
    if (typeof tagged.$date === "string" && Object.keys(value).length === 1) return new Date(tagged.$date);
  }
  return value;
};

export const encodeEnvelope = (envelope: Envelope): string => JSON.stringify(envelope, encodeDates);
export const decodeEnvelope = (message: string): Envelope => JSON.parse(message, decodeDates) as Envelope;

/**
 * Member events for several instances: each event goes to this instance's own streams at once and
 * over the channel to the others, which hand it to theirs. Publishers and streams see the same
 * port as with one process; only the composition root knows there are several.
 */
export class CrossInstanceMemberEvents implements MemberEvents, MemberEventSubscriptions {
  readonly #instance = randomUUID();

  constructor(
    private readonly local: MemberEvents & MemberEventSubscriptions,
    private readonly channel: EventChannel,
    private readonly onFailure: (cause: unknown) => void,
  ) {}

  /** Starts receiving the other instances' events. */
  start(): Promise<void> {
    return this.channel.listen((message) => this.receive(message));
  }

  subscribe(userId: number, subscriber: MemberEventSubscriber): () => void {
    return this.local.subscribe(userId, subscriber);
  }

  subscribePublic(subscriber: MemberEventSubscriber): () => void {
    return this.local.subscribePublic(subscriber);
  }

  publishPublic(event: PublicEvent): void {
    this.local.publishPublic(event);
    this.send("public", event);
  }

  publish(userId: number, event: MemberEvent): void {
    this.local.publish(userId, event);
    this.send([userId], event);
  }

  publishToMany(userIds: readonly number[], event: MemberEvent): void {
    this.local.publishToMany(userIds, event);
    this.send(userIds, event);
  }

  publishToAll(event: MemberEvent): void {
    this.local.publishToAll(event);
    this.send("all", event);
  }

  private send(to: Envelope["to"], event: MemberEvent): void {
    this.channel.publish(encodeEnvelope({ from: this.#instance, to, event })).catch(this.onFailure);
  }

  private receive(message: string): void {
    try {
      const { from, to, event } = decodeEnvelope(message);
      if (from === this.#instance) return;
      if (to === "public") this.local.publishPublic(event as PublicEvent);
      else if (to === "all") this.local.publishToAll(event);
      else this.local.publishToMany(to, event);
    } catch (cause) {
      this.onFailure(cause);
    }
  }
}
