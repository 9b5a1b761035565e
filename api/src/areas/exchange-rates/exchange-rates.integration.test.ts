import validationEn from "@kominote/core/i18n/messages/validation/en";
import validationFr from "@kominote/core/i18n/messages/validation/fr";
import validationHt from "@kominote/core/i18n/messages/validation/ht";
import type { ExchangeRates } from "@kominote/core/schemas/exchange-rates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { whileRefusing } from "../../testing/refuse-inserts";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

const write = { "content-type": "application/json", "x-requested-with": "fetch" };
const specificationRates = { HTG: 132.5, USD: 1, EUR: 0.85, CAD: 1.35, GBP: 0.75, DOP: 55.5 };
const newRates = { HTG: 135.25, EUR: 0.86, CAD: 1.37, GBP: 0.74, DOP: 58 };

let testApp: TestApp;
let member: SignedInMember;
let moderator: SignedInMember;
let admin: SignedInMember;
let startedAt: number;

beforeAll(async () => {
  startedAt = Date.now();
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  const signIn = signInMembers(testApp);
  member = await signIn("Jean Pierre");
  moderator = await signIn("Rose Moderatè", "moderator");
  admin = await signIn("Paul Admin", "admin");
});
afterAll(async () => {
  await testApp.close();
});

const read = (headers: Record<string, string> = {}) => testApp.app.inject({ method: "GET", url: "/api/exchange-rates", headers });
const put = (payload: unknown, who?: SignedInMember, language = "ht") =>
  testApp.app.inject({
    method: "PUT",
    url: "/api/exchange-rates",
    headers: { ...write, "accept-language": language, ...(who === undefined ? {} : { cookie: who.cookie }) },
    payload: JSON.stringify(payload),
  });
const versionCount = async () => Number(((await testApp.database("exchange_rates").count({ count: "*" }).first()) as { count: number | string }).count);

describe("GET /api/exchange-rates", () => {
  it("gives anyone, signed in or not, the specification's rates dated from the installation", async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    const rates = response.json<ExchangeRates>();
    expect(rates).toMatchObject({ base: "USD", rates: specificationRates });
    expect(Date.parse(rates.updatedAt)).toBeGreaterThanOrEqual(startedAt - 1_000);
    expect(Date.parse(rates.updatedAt)).toBeLessThanOrEqual(Date.now());
    expect((await read({ cookie: member.cookie })).json()).toEqual(rates);
  });

  it("lets a phone keep them and revalidate with a 304", async () => {
    const first = await read();
    expect(first.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
    const etag = first.headers.etag;
    expect(typeof etag).toBe("string");
    const again = await read({ "if-none-match": String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("PUT /api/exchange-rates", () => {
  it("is refused to a visitor (401) and to a member or moderator (403), changing nothing", async () => {
    const before = (await read()).json<ExchangeRates>();
    const visitor = await put({ rates: newRates });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ code: "AUTH.REQUIRED", message: "Ou dwe konekte pou w fè sa." });
    for (const who of [member, moderator]) {
      const refused = await put({ rates: newRates }, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: "AUTH.FORBIDDEN", message: "Ou pa gen dwa fè sa." });
    }
    expect((await read()).json()).toEqual(before);
    expect(await versionCount()).toBe(1);
  });

  it.each([
    ["ht", "a negative rate", { ...newRates, EUR: -0.86 }, { "rates.EUR": validationHt["validation.rate.invalid"] }],
    ["fr", "a zero rate", { ...newRates, HTG: 0 }, { "rates.HTG": validationFr["validation.rate.invalid"] }],
    ["en", "a rate above a million", { ...newRates, DOP: 1_000_001 }, { "rates.DOP": validationEn["validation.rate.invalid"] }],
    ["en", "rates given as text", { ...newRates, HTG: "135", CAD: "abc" }, { "rates.HTG": validationEn["validation.rate.invalid"], "rates.CAD": validationEn["validation.rate.invalid"] }],
    ["fr", "USD other than 1", { ...newRates, USD: 1.1 }, { "rates.USD": validationFr["validation.rate.usdIsOne"] }],
    ["en", "a missing currency", { HTG: 135, EUR: 0.86, CAD: 1.37, GBP: 0.74 }, { "rates.DOP": "This field is required." }],
    ["fr", "a null rate", { ...newRates, GBP: null }, { "rates.GBP": validationFr["validation.rate.invalid"] }],
  ])("answers 400 in %s naming the field for %s, and keeps the rates", async (language, _what, rates, fields) => {
    const response = await put({ rates }, admin, language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields });
    expect(await versionCount()).toBe(1);
  });

  it.each([
    ["no rates at all", {}, { rates: "Ce champ est obligatoire." }],
    ["rates that are not an object", { rates: [135, 0.86] }, { rates: "Cette valeur n'est pas valide." }],
    ["a body that is not an object", "135", { body: "Cette valeur n'est pas valide." }],
  ])("answers 400, never a 500, for %s", async (_what, payload, fields) => {
    const response = await put(payload, admin, "fr");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields });
    expect(await versionCount()).toBe(1);
  });

  it("lets an admin replace the rates: the next read shows them with their date, the old ones stay in the history, the audit log names the admin", async () => {
    await read();
    const before = Date.now();
    const response = await put({ rates: { ...newRates, USD: 1 } }, admin);
    expect(response.statusCode).toBe(200);
    const updated = response.json<ExchangeRates>();
    expect(updated).toMatchObject({ base: "USD", rates: { ...newRates, USD: 1 } });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(before - 1_000);

    // At once, although the previous rates were just read and are kept in memory.
    expect((await read()).json()).toEqual(updated);
    expect(await versionCount()).toBe(2);

    const audit = await testApp.app.inject({ method: "GET", url: "/api/moderation/audit-log", headers: { cookie: admin.cookie } });
    expect(audit.json<unknown[]>()[0]).toMatchObject({
      actor: { id: admin.id, fullName: "Paul Admin" },
      action: "updateRates",
      targetKind: "exchangeRates",
      createdAt: updated.updatedAt,
    });
  });
});

describe("a change of rates whose audit entry cannot be stored", () => {
  it("keeps no new version: the converter still answers the rates it had", async () => {
    const before = (await read()).json<ExchangeRates>();
    const versions = await versionCount();
    expect((await whileRefusing(testApp.database, { table: "audit_log" }, () => put({ rates: { ...newRates, HTG: 140 } }, admin))).statusCode).toBe(500);
    expect(await versionCount()).toBe(versions);
    expect((await read()).json()).toEqual(before);
  });
});
