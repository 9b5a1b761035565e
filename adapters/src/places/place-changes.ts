import { randomUUID } from "node:crypto";
import type { EventChannel } from "../instances/event-channel";

/** What changed among the approved places: one place (a verdict, an edit), or all of an author's (a member leaving). */
export type PlaceChange = { readonly placeId: number } | { readonly authorId: number };

/** Place changes between the instances of one installation. */
export interface PlaceChangeFeed {
  publish(change: PlaceChange): void;
  /** Starts receiving the other instances' changes; resolves once those published from now on arrive. */
  listen(onChange: (change: PlaceChange) => void): Promise<void>;
}

interface Message {
  readonly from: string;
  readonly placeId?: unknown;
  readonly authorId?: unknown;
}

const isId = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0;

/**
 * Place changes over the instances' bus (LISTEN/NOTIFY or Redis, decision 0030), on a channel of
 * their own: a message names the place or the author, never what changed, so each instance reads
 * the rows again from the database they share. Best effort: a lost message is made good by the
 * memory's periodic reload.
 */
export class PlaceChangesAcrossInstances implements PlaceChangeFeed {
  readonly #instance = randomUUID();

  constructor(
    private readonly channel: EventChannel,
    private readonly onFailure: (cause: unknown) => void,
  ) {}

  publish(change: PlaceChange): void {
    this.channel.publish(JSON.stringify({ from: this.#instance, ...change })).catch(this.onFailure);
  }

  listen(onChange: (change: PlaceChange) => void): Promise<void> {
    return this.channel.listen((text) => {
      try {
        const message = JSON.parse(text) as Message;
        if (message.from === this.#instance) return;
        if (isId(message.placeId)) onChange({ placeId: message.placeId });
        else if (isId(message.authorId)) onChange({ authorId: message.authorId });
      } catch (cause) {
        this.onFailure(cause);
      }
    });
  }
}
