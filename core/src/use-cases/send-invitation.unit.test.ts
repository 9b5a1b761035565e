import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { capturingMailer, capturingSms, countingRandom, memberRecord, readOnlyUsers, steppingClock } from "../testing/account-doubles";
import { hexHasher, MemoryInvitationStore } from "../testing/invitation-doubles";
import { invitationOfUnsubscribeToken, invitationsPerDay } from "../rules/invitation-policy";
import type { SendInvitationRequest } from "../schemas/invitations";
import { makeSendInvitation } from "./send-invitation";
import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";

const origin = "https://kominote.ht";
const marie = memberRecord({ id: 7, fullName: "Marie Joseph" });
const hasher = hexHasher();

let invitations: MemoryInvitationStore;
let mailer: ReturnType<typeof capturingMailer>;
let sms: ReturnType<typeof capturingSms>;
let clock: ReturnType<typeof steppingClock>;
let send: ReturnType<typeof makeSendInvitation>;

let unitOfWork: RecordingUnitOfWork;

beforeEach(() => {
  unitOfWork = new RecordingUnitOfWork();
  invitations = new MemoryInvitationStore();
  mailer = capturingMailer();
  sms = capturingSms();
  clock = steppingClock(new Date("2026-03-10T15:00:00Z"));
  send = makeSendInvitation({ invitations, users: readOnlyUsers([marie]), mailer, sms, hasher, random: countingRandom(), clock, unitOfWork });
});

const run = (body: SendInvitationRequest, language: "ht" | "en" = "ht") =>
  Effect.runPromise(Effect.result(send({ inviterId: marie.id, body, language, origin })));

const byEmail = (inviteeEmail: string, message: string | null = "Vin travay avè m.") =>
  ({ inviteMethod: "email", inviteeEmail, message }) as const;

describe("sending an invitation", () => {
  it("e-mails the member's words, their link and an unsubscribe link, in their language", async () => {
    const result = await run(byEmail(" Paul.Louis@Example.ht "), "en");

    expect(Result.isSuccess(result) && result.success).toEqual({
      id: 1,
      inviteMethod: "email",
      accepted: false,
      createdAt: "2026-03-10T15:00:00.000Z",
    });
    const [mail] = mailer.sent;
    expect(mail?.to).toBe("paul.louis@example.ht");
    expect(mail?.subject).toBe("Marie Joseph invites you to Kominote");
    expect(mail?.text).toContain("Vin travay avè m.");
    const code = invitations.codes.get(marie.id);
    expect(mail?.text).toContain(`${origin}/register?invite=${code}`);
    const token = /unsubscribe\?token=([^\s]+)/.exec(mail?.text ?? "")?.[1];
    expect(token && invitationOfUnsubscribeToken(hasher, decodeURIComponent(token))).toBe(1);
    expect(invitations.rows[0]).toMatchObject({ method: "email", inviteeEmail: "paul.louis@example.ht", inviteePhone: null });
  });

  it("escapes the member's words in the HTML version", async () => {
    await run(byEmail("paul@example.ht", '<a href="https://evil.example">Klike la</a>'));
    const html = mailer.sent[0]?.html ?? "";
    expect(html).toContain("&lt;a href=&quot;https://evil.example&quot;&gt;Klike la&lt;/a&gt;");
    expect(html).not.toContain('<a href="https://evil.example">');
  });

  it("texts a phone number without spaces, in Creole by default", async () => {
    await run({ inviteMethod: "phone", inviteePhone: "+50937001122", message: null });

    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]?.to).toBe("+50937001122");
    expect(sms.sent[0]?.body).toMatch(/^Marie Joseph envite w sou Kominote\. Enskri: https:\/\/kominote\.ht\/register\?invite=/);
    expect(mailer.sent).toEqual([]);
  });

  it("records social and link shares without sending anything or counting them toward the limit", async () => {
    for (let index = 0; index < invitationsPerDay + 2; index += 1) {
      expect(Result.isSuccess(await run({ inviteMethod: index % 2 === 0 ? "social" : "link", message: "Vini!" }))).toBe(true);
    }
    expect(mailer.sent).toEqual([]);
    expect(sms.sent).toEqual([]);
    expect(Result.isSuccess(await run(byEmail("paul@example.ht")))).toBe(true);
  });

  it("refuses the invitation after the day's limit, until Haiti's next day", async () => {
    for (let index = 0; index < invitationsPerDay; index += 1) {
      expect(Result.isSuccess(await run(byEmail(`ami${index}@example.ht`)))).toBe(true);
    }
    const refused = await run(byEmail("yon-lot@example.ht"));
    expect(Result.isFailure(refused) && refused.failure).toMatchObject({
      code: "INVITATION.DAILY_LIMIT",
      messageKey: "invitations.error.dailyLimit",
      params: { limit: invitationsPerDay },
    });
    expect(mailer.sent).toHaveLength(invitationsPerDay);

    // 15:00 UTC is 10:00 or 11:00 in Port-au-Prince: 14 hours later is the next day there.
    clock.advance(14 * 60 * 60 * 1000);
    expect(Result.isSuccess(await run(byEmail("yon-lot@example.ht")))).toBe(true);
  });

  it("tells the member plainly that an address which asked not to be contacted will not be, and sends nothing", async () => {
    invitations.doNotContact.add("email:paul@example.ht");
    invitations.doNotContact.add("phone:+50937001122");

    const email = await run(byEmail("PAUL@example.ht"));
    const phone = await run({ inviteMethod: "phone", inviteePhone: "+50937001122" });

    for (const result of [email, phone]) {
      expect(Result.isFailure(result) && result.failure).toMatchObject({
        code: "INVITATION.DO_NOT_CONTACT",
        messageKey: "invitations.error.doNotContact",
      });
    }
    expect(mailer.sent).toEqual([]);
    expect(sms.sent).toEqual([]);
    expect(invitations.rows).toEqual([]);
  });

  it("does not count an invitation the mail server refused, and says it was not sent", async () => {
    const failing = makeSendInvitation({
      invitations,
      users: readOnlyUsers([marie]),
      mailer: { send: () => Promise.reject(new Error("smtp down")) },
      sms,
      hasher,
      random: countingRandom(),
      clock,
      unitOfWork,
    });

    const result = await Effect.runPromise(Effect.result(failing({ inviterId: marie.id, body: byEmail("paul@example.ht"), language: "ht", origin })));

    expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "INVITATION.NOT_SENT", messageKey: "invitations.error.sendFailed" });
    expect(invitations.rows).toEqual([]);
  });

  it("commits the invitation before the message leaves", async () => {
    const outcomesAtSending: string[][] = [];
    mailer.send = async () => void outcomesAtSending.push([...unitOfWork.outcomes]);
    await run(byEmail("paul@example.ht"));
    expect(outcomesAtSending).toEqual([["committed"]]);
  });

  it("puts the same personal link in every invitation", async () => {
    await run(byEmail("a@example.ht"));
    await run(byEmail("b@example.ht"));
    const links = mailer.sent.map((mail) => /register\?invite=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]);
    expect(links[0]).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(links[1]).toBe(links[0]);
  });
});
