import { describe, expect, it } from "vitest";
import { freshInviteForm, inviteFormProblem, inviteRequestOf } from "./invite-form";

const byPhone = (phone: string) => ({ ...freshInviteForm("Vin jwenn mwen sou Kominote."), method: "phone" as const, phone });

describe("inviteFormProblem", () => {
  it("asks for the friend's number, then refuses one that is no phone number", () => {
    expect(inviteFormProblem(byPhone(" "))).toEqual({ field: "inviteePhone", messageKey: "invitations.form.phoneRequired" });
    expect(inviteFormProblem(byPhone("12"))).toEqual({ field: "inviteePhone", messageKey: "validation.phone.invalid" });
  });

  it("takes a local Haitian number and an international one", () => {
    expect(inviteFormProblem(byPhone("3712 4455"))).toBeNull();
    expect(inviteFormProblem(byPhone("+1 212 555 0123"))).toBeNull();
    expect(inviteRequestOf(byPhone("3712 4455"))).toMatchObject({ inviteMethod: "phone", inviteePhone: "3712 4455" });
  });
});
