import { describe, expect, it } from "vitest";
import { currentMemberOfSession } from "./current-member";

const answering = (status: number, body: unknown = null) => (async () => new Response(body === null ? null : JSON.stringify(body), { status })) as typeof fetch;

describe("the session's member, as the outbox asks", () => {
  it("is the member's id, nobody on a 401, and unknown when the server cannot say", async () => {
    expect(await currentMemberOfSession(answering(200, { id: 7, fullName: "Rose" }))).toBe(7);
    expect(await currentMemberOfSession(answering(401))).toBeNull();
    expect(await currentMemberOfSession(answering(503))).toBeUndefined();
    expect(await currentMemberOfSession((async () => { throw new TypeError("Failed to fetch"); }) as typeof fetch)).toBeUndefined();
  });
});
