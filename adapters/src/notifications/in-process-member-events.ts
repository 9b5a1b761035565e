import type {
  MemberEvent,
  MemberEvents,
  MemberEventSubscriber,
  MemberEventSubscriptions,
  PublicEvent,
} from "@kominote/core/ports/member-events";

/** Streams one member may keep open at once (a phone and a few tabs); the oldest gives way. */
export const defaultStreamsPerMember = 5;

/**
 * Member events for one server process: each member's open streams in a Set, so a publish costs
 * one map lookup and one call per open stream. A second process would need a shared channel
 * (Postgres LISTEN/NOTIFY) behind the same port.
 */
export class InProcessMemberEvents implements MemberEvents, MemberEventSubscriptions {
  private readonly streams = new Map<number, Set<MemberEventSubscriber>>();
  /** Visitors' streams: they receive public events only. */
  private readonly visitors = new Set<MemberEventSubscriber>();

  constructor(
    private readonly streamsPerMember: number = defaultStreamsPerMember,
    private readonly onDeliveryFailure: (cause: unknown) => void = () => undefined,
  ) {}

  subscribe(userId: number, subscriber: MemberEventSubscriber): () => void {
    let own = this.streams.get(userId);
    if (own === undefined) {
      own = new Set();
      this.streams.set(userId, own);
    }
    own.add(subscriber);
    if (own.size > this.streamsPerMember) {
      // A Set iterates in insertion order: the first is the oldest.
      const oldest = own.values().next().value;
      if (oldest !== undefined) {
        own.delete(oldest);
        oldest.close();
      }
    }
    const set = own;
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.streams.get(userId) === set) this.streams.delete(userId);
    };
  }

  subscribePublic(subscriber: MemberEventSubscriber): () => void {
    this.visitors.add(subscriber);
    return () => {
      this.visitors.delete(subscriber);
    };
  }

  publishPublic(event: PublicEvent): void {
    this.publishToAll(event);
    this.deliverTo(this.visitors, event);
  }

  publish(userId: number, event: MemberEvent): void {
    const own = this.streams.get(userId);
    if (own !== undefined) this.deliverTo(own, event);
  }

  publishToMany(userIds: readonly number[], event: MemberEvent): void {
    for (const userId of userIds) this.publish(userId, event);
  }

  publishToAll(event: MemberEvent): void {
    for (const own of this.streams.values()) this.deliverTo(own, event);
  }

  /** Open streams in all, for diagnostics and the benchmark's checks. */
  get openStreams(): number {
    let count = 0;
    for (const own of this.streams.values()) count += own.size;
    return count + this.visitors.size;
  }

  private deliverTo(subscribers: Set<MemberEventSubscriber>, event: MemberEvent): void {
    for (const subscriber of subscribers) {
      // One broken stream must not keep the event from the others.
      try {
        subscriber.deliver(event);
      } catch (cause) {
        this.onDeliveryFailure(cause);
      }
    }
  }
}
