import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/create-test-app";
import { pageRequest } from "../testing/page-request";
import { signInMembers, testSessionSecret, type SignedInMember } from "../testing/signed-in-members";

let testApp: TestApp;
let signIn: ReturnType<typeof signInMembers>;
let marie: SignedInMember;
let jean: SignedInMember;
let serviceId: number;
let nextAddress = 1;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  signIn = signInMembers(testApp);
  serviceId = ((await testApp.database("services").orderBy("position").first("id")) as { id: number }).id;
});
afterAll(() => testApp.close());
beforeEach(async () => {
  marie = await signIn("Marie Joseph");
  jean = await signIn("Jean Pierre");
});

/** A page's call with an idempotency key, each from its own address so no per-address limit interferes. */
const send = (url: string, who: SignedInMember, payload: object, key?: string, language = "ht") => {
  const request = pageRequest("POST", url, who, payload, language);
  return testApp.app.inject({
    ...request,
    remoteAddress: `10.9.${Math.floor(nextAddress / 250) % 250}.${nextAddress++ % 250}`,
    headers: { ...(request.headers as Record<string, string>), ...(key === undefined ? {} : { "idempotency-key": key }) },
  } satisfies InjectOptions);
};

const countOf = async (table: string, where: Record<string, unknown>) =>
  Number(((await testApp.database(table).where(where).count({ count: "*" })) as { count: number | string }[])[0]?.count ?? 0);

const freshKey = () => crypto.randomUUID();

describe("idempotency keys", () => {
  it("answers a resend after a lost answer with the first answer, and makes no second idea", async () => {
    const key = freshKey();
    const idea = { content: "Yon pwen dlo pou chak katye, tanpri.", serviceId };
    const first = await send("/api/ideas", marie, idea, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send("/api/ideas", marie, idea, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await countOf("ideas", { author_id: marie.id })).toBe(1);
  });

  it("makes one forum and one reply however often each is resent", async () => {
    const forumKey = freshKey();
    const forumBody = { title: "Kouran ap koupe chak swa", description: "Depi twa jou." };
    const forums = await Promise.all([1, 2, 3].map(async () => send(`/api/services/${serviceId}/forums`, marie, forumBody, forumKey)));
    // Sent at once: one runs, the others wait for it (409) or get its answer.
    expect(forums.map((response) => response.statusCode).sort()).toContain(201);
    expect(forums.every((response) => response.statusCode === 201 || response.statusCode === 409)).toBe(true);
    expect(await countOf("forums", { creator_id: marie.id })).toBe(1);
    const forumId = (forums.find((response) => response.statusCode === 201)?.json() as { id: number }).id;

    const replyKey = freshKey();
    for (let attempt = 0; attempt < 3; attempt++) {
      const reply = await send(`/api/forums/${forumId}/posts`, jean, { content: "Menm bagay la lakay mwen." }, replyKey);
      expect(reply.statusCode, reply.body).toBe(201);
    }
    expect(await countOf("forum_posts", { forum_id: forumId })).toBe(1);
  });

  it("makes one place however often a member resends it", async () => {
    const key = freshKey();
    const place = { name: "Mache Kwa-de-Bouke", description: "Mache a louvri chak jou.", latitude: 18.5392, longitude: -72.3364 };
    const answers = [await send("/api/locations", marie, place, key), await send("/api/locations", marie, place, key)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(await countOf("places", { name: place.name })).toBe(1);
  });

  it("refuses the same key with another body, in the requester's language", async () => {
    const key = freshKey();
    expect((await send("/api/ideas", marie, { content: "Limyè nan lari yo lannwit.", serviceId }, key)).statusCode).toBe(201);
    const other = await send("/api/ideas", marie, { content: "Yon lòt ide nèt, ak menm kle a.", serviceId }, key, "en");
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      code: "IDEMPOTENCY.KEY_REUSED",
      message: "This key was already used for another request. Send the request with a new key.",
    });
    expect(await countOf("ideas", { author_id: marie.id })).toBe(1);
  });

  it("keeps each member's keys apart", async () => {
    const key = freshKey();
    const idea = { content: "Yon bibliyotèk nan lekòl la.", serviceId };
    expect((await send("/api/ideas", marie, idea, key)).statusCode).toBe(201);
    const jeans = await send("/api/ideas", jean, idea, key);
    expect(jeans.statusCode).toBe(201);
    expect(await countOf("ideas", { author_id: marie.id })).toBe(1);
    expect(await countOf("ideas", { author_id: jean.id })).toBe(1);
  });

  it("refuses a key of the wrong form with a 400 naming the header", async () => {
    const response = await send("/api/ideas", marie, { content: "Ide ak yon move kle.", serviceId }, "short key", "fr");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "REQUEST.INVALID",
      fields: { "Idempotency-Key": expect.stringContaining("clé d'idempotence") },
    });
    expect(await countOf("ideas", { author_id: marie.id })).toBe(0);
  });

  it("replays a refusal too, and runs a request without a key every time", async () => {
    const key = freshKey();
    const unknownService = { content: "Ide pou yon sèvis ki pa egziste.", serviceId: 999_999 };
    const first = await send("/api/ideas", marie, unknownService, key);
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.statusCode).toBeLessThan(500);
    const again = await send("/api/ideas", marie, unknownService, key);
    expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);

    const idea = { content: "De fwa san kle, de ide.", serviceId };
    expect((await send("/api/ideas", marie, idea)).statusCode).toBe(201);
    expect((await send("/api/ideas", marie, idea)).statusCode).toBe(201);
    expect(await countOf("ideas", { author_id: marie.id })).toBe(2);
  });

  it("forgets keys past their day in the expired-rows clean-up", async () => {
    const { deleteExpiredRows } = await import("@kominote/adapters/instances/expired-rows-cleanup");
    const key = freshKey();
    expect((await send("/api/ideas", marie, { content: "Yon ide ki gen yon kle ki fin vye.", serviceId }, key)).statusCode).toBe(201);
    await testApp.database("idempotency_keys").where({ member_id: marie.id, key }).update({ created_at: testApp.database.raw("now() - interval '25 hours'") });
    await deleteExpiredRows(testApp.database);
    expect(await countOf("idempotency_keys", { member_id: marie.id })).toBe(0);
  });
});
