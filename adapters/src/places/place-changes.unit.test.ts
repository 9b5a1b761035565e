import { describe, expect, it } from "vitest";
import type { EventChannel } from "../instances/event-channel";
import { PlaceChangesAcrossInstances } from "./place-changes";
import type { PlaceChange } from "./place-changes";

/** One bus every instance hears, itself included, as LISTEN/NOTIFY and Redis deliver. */
const bus = () => {
  const listeners: ((message: string) => void)[] = [];
  const channel = (): EventChannel => ({
    publish: async (message) => listeners.forEach((listener) => listener(message)),
    listen: async (onMessage) => void listeners.push(onMessage),
    close: async () => undefined,
  });
  return { channel, raw: (message: string) => listeners.forEach((listener) => listener(message)) };
};

describe("place changes across instances", () => {
  it("hands another instance's change to this one, never its own", async () => {
    const shared = bus();
    const failures: unknown[] = [];
    const [here, there] = [new PlaceChangesAcrossInstances(shared.channel(), (cause) => failures.push(cause)), new PlaceChangesAcrossInstances(shared.channel(), (cause) => failures.push(cause))];
    const heardHere: PlaceChange[] = [];
    const heardThere: PlaceChange[] = [];
    await here.listen((change) => heardHere.push(change));
    await there.listen((change) => heardThere.push(change));
    here.publish({ placeId: 12 });
    there.publish({ authorId: 7 });
    await Promise.resolve();
    expect(heardHere).toEqual([{ authorId: 7 }]);
    expect(heardThere).toEqual([{ placeId: 12 }]);
    expect(failures).toEqual([]);
  });

  it("ignores a message that names no place or member, and reports one that is not JSON", async () => {
    const shared = bus();
    const failures: unknown[] = [];
    const heard: PlaceChange[] = [];
    await new PlaceChangesAcrossInstances(shared.channel(), (cause) => failures.push(cause)).listen((change) => heard.push(change));
    shared.raw(JSON.stringify({ from: "elsewhere", placeId: "12" }));
    shared.raw(JSON.stringify({ from: "elsewhere", authorId: -1 }));
    shared.raw("{not json");
    expect(heard).toEqual([]);
    expect(failures).toHaveLength(1);
  });
});
