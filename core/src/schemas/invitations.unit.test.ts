import { describe, expect, it } from "vitest";
import { sendInvitationRequestSchema } from "./invitations";

const issues = (value: unknown) =>
  sendInvitationRequestSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("sending an invitation", () => {
  it("needs an address for an e-mail invitation and a number for a phone one", () => {
    expect(issues({ inviteMethod: "email" })).toEqual([["inviteeEmail", "validation.email.required"]]);
    expect(issues({ inviteMethod: "phone", inviteeEmail: "marie@example.ht" })).toEqual([
      ["inviteePhone", "validation.phone.required"],
    ]);
  });

  it("needs no contact for a social or link share", () => {
    expect(issues({ inviteMethod: "social", message: "Vin travay avè m pou kominote a." })).toBeUndefined();
    expect(issues({ inviteMethod: "link" })).toBeUndefined();
  });

  it("refuses an unknown method", () => {
    expect(sendInvitationRequestSchema.safeParse({ inviteMethod: "pigeon" }).success).toBe(false);
  });
});
