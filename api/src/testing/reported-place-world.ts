import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createTestApp, type TestApp } from "./create-test-app";
import { signInMembers, testSessionSecret, type SignedInMember } from "./signed-in-members";

/** What the tests of a reported place's calls (safe places, connection points) share. */
export interface ReportedPlaceWorld {
  readonly testApp: TestApp;
  /** Two members, who report and read each other's places, and a moderator. */
  readonly marie: SignedInMember;
  readonly jean: SignedInMember;
  readonly moderator: SignedInMember;
  signIn(fullName: string): Promise<SignedInMember>;
  /** A call from an address of its own, so the per-address limits never hide what a test checks, unless it names one. */
  inject(options: InjectOptions, remoteAddress?: string): Promise<LightMyRequestResponse>;
  /** The answers' statuses to `count` calls in a row, to see where a limit cuts in. */
  statusesOf(count: number, call: (index: number) => Promise<LightMyRequestResponse>): Promise<number[]>;
}

/**
 * Registers the app's start and stop, and before each test empties `table` and what verdicts
 * leave (points, notifications). `network` keeps each file's addresses apart.
 */
export const reportedPlaceWorld = (table: string, network: number): ReportedPlaceWorld => {
  let testApp: TestApp | undefined;
  let signIn: ReturnType<typeof signInMembers> | undefined;
  const people: Record<"marie" | "jean" | "moderator", SignedInMember | undefined> = { marie: undefined, jean: undefined, moderator: undefined };
  let nextAddress = 1;
  const started = <Value>(value: Value | undefined): Value => {
    if (value === undefined) throw new Error("The test app is used before it started");
    return value;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
    signIn = signInMembers(testApp);
    people.marie = await signIn("Marie Joseph");
    people.jean = await signIn("Jean Pierre");
    people.moderator = await signIn("Rose Moderatè", "moderator");
  });
  afterAll(() => testApp?.close());
  beforeEach(async () => {
    const { database } = started(testApp);
    await database(table).delete();
    await database("points_ledger").delete();
    await database("notifications").delete();
  });

  return {
    get testApp() {
      return started(testApp);
    },
    get marie() {
      return started(people.marie);
    },
    get jean() {
      return started(people.jean);
    },
    get moderator() {
      return started(people.moderator);
    },
    signIn: (fullName) => started(signIn)(fullName),
    inject: (options, remoteAddress = `10.${network}.${Math.floor(nextAddress / 250) % 250}.${nextAddress++ % 250}`) =>
      started(testApp).app.inject({ remoteAddress, ...options }),
    statusesOf: async (count, call) => {
      const statuses: number[] = [];
      for (let index = 0; index < count; index += 1) statuses.push((await call(index)).statusCode);
      return statuses;
    },
  };
};
