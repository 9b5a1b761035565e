import type {
  MemberEvent,
  MemberEvents,
  MemberEventSubscriber,
  MemberEventSubscriptions,
  PublicEvent,
} from "@kominote/core/ports/member-events";

/**
 * Member events that leave only once the write they tell of is committed: inside a unit of work
 * they wait for its commit (and are dropped on rollback); outside one they leave at once.
 */
export class AfterCommitMemberEvents implements MemberEvents, MemberEventSubscriptions {
  constructor(
    private readonly events: MemberEvents & MemberEventSubscriptions,
    private readonly afterCommit: (publish: () => void) => void,
  ) {}

  publish(userId: number, event: MemberEvent): void {
    this.afterCommit(() => this.events.publish(userId, event));
  }

  publishToMany(userIds: readonly number[], event: MemberEvent): void {
    this.afterCommit(() => this.events.publishToMany(userIds, event));
  }

  publishToAll(event: MemberEvent): void {
    this.afterCommit(() => this.events.publishToAll(event));
  }

  publishPublic(event: PublicEvent): void {
    this.afterCommit(() => this.events.publishPublic(event));
  }

  subscribe(userId: number, subscriber: MemberEventSubscriber): () => void {
    return this.events.subscribe(userId, subscriber);
  }

  subscribePublic(subscriber: MemberEventSubscriber): () => void {
    return this.events.subscribePublic(subscriber);
  }
}
