import { Effect } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import { MemoryInvitationStore } from "../testing/invitation-doubles";
import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";
import { RecordingPointsLedger } from "../testing/points-ledger-doubles";
import { makeAcceptInvitation } from "./accept-invitation";

const at = new Date("2026-03-10T15:00:00Z");
const marie = 7;
const jean = 8;
const paul = 20;

let invitations: MemoryInvitationStore;
let points: RecordingPointsLedger;
let unitOfWork: RecordingUnitOfWork;
let accept: ReturnType<typeof makeAcceptInvitation>;

beforeEach(() => {
  invitations = new MemoryInvitationStore();
  points = new RecordingPointsLedger();
  unitOfWork = new RecordingUnitOfWork();
  accept = makeAcceptInvitation({ invitations, points, clock: fixedClock(at), unitOfWork });
});

const invite = (inviterId: number, contact: { email?: string; phone?: string }, iso = "2026-03-01T10:00:00Z") =>
  invitations.record(
    {
      inviterId,
      method: contact.email === undefined ? "phone" : "email",
      inviteeEmail: contact.email ?? null,
      inviteePhone: contact.phone ?? null,
      message: null,
      at: new Date(iso),
    },
    null,
  );

const register = (contacts: { email?: string | null; phoneNumber?: string | null; inviteCode?: string | null } = {}) =>
  Effect.runPromise(accept({ userId: paul, email: null, phoneNumber: null, inviteCode: null, ...contacts }));

const award = (inviterId: number) => ({ userId: inviterId, action: "invitationAccepted", reference: { kind: "member", id: paul } });

describe("accepting an invitation at registration", () => {
  it("credits the earliest inviter of the new member's e-mail with the points, once", async () => {
    await invite(jean, { email: "paul@example.ht" }, "2026-03-02T10:00:00Z");
    await invite(marie, { email: "paul@example.ht" }, "2026-03-01T10:00:00Z");

    await register({ email: "paul@example.ht" });
    await register({ email: "paul@example.ht" });

    expect(points.awards).toEqual([award(marie)]);
    expect(invitations.rows.filter((row) => row.acceptedUserId === paul).map((row) => row.inviterId)).toEqual([marie]);
  });

  it("recognises an invitation sent to the new member's phone", async () => {
    await invite(jean, { phone: "+50937001122" });
    await register({ email: "paul@example.ht", phoneNumber: "+50937001122" });
    expect(points.awards).toEqual([award(jean)]);
  });

  it("credits the owner of the link the member came through, before anyone who e-mailed them", async () => {
    invitations.codes.set(jean, "jeanCode1234");
    await invite(marie, { email: "paul@example.ht" });

    await register({ email: "paul@example.ht", inviteCode: "jeanCode1234" });

    expect(points.awards).toEqual([award(jean)]);
    expect(invitations.rows.find((row) => row.acceptedUserId === paul)).toMatchObject({ inviterId: jean, method: "link" });
  });

  it("ignores a code that names nobody or is malformed, and falls back on the contact", async () => {
    await invite(marie, { email: "paul@example.ht" });
    await register({ email: "paul@example.ht", inviteCode: "<script>" });
    expect(points.awards).toEqual([award(marie)]);
  });

  it("does nothing for a member nobody invited", async () => {
    await invite(marie, { email: "someone.else@example.ht" });
    await register({ email: "paul@example.ht", inviteCode: "unknownCode1" });
    expect(points.awards).toEqual([]);
    expect(unitOfWork.outcomes).toEqual(["committed"]);
  });

  it("accepts and awards in one unit of work: a ledger that fails undoes the acceptance, and the registration", async () => {
    await invite(marie, { email: "paul@example.ht" });
    points.failWith = new Error("ledger down");
    await expect(register({ email: "paul@example.ht" })).rejects.toThrow();
    expect(unitOfWork.outcomes).toEqual(["rolledBack"]);
  });
});
