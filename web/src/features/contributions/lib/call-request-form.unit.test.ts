import { describe, expect, it } from "vitest";
import { checkCallRequest } from "./call-request-form";

describe("checkCallRequest", () => {
  it("asks for both name and phone after trimming, with the specification's words (catalog key)", () => {
    expect(checkCallRequest({ callerName: "  ", callerPhone: " ", message: "" })).toEqual({
      ok: false,
      problems: { callerName: "validation.callRequest.incomplete", callerPhone: "validation.callRequest.incomplete" },
    });
  });

  it("checks the number by the phone rule", () => {
    expect(checkCallRequest({ callerName: "Marie", callerPhone: "abc", message: "" })).toEqual({
      ok: false,
      problems: { callerPhone: "validation.phone.invalid" },
    });
  });

  it("sends trimmed values, the number without spaces, and no message when none was written", () => {
    expect(checkCallRequest({ callerName: " Marie Joseph ", callerPhone: "+509 3712 3456", message: "  " })).toEqual({
      ok: true,
      request: { callerName: "Marie Joseph", callerPhone: "+50937123456", message: null },
    });
    const withMessage = checkCallRequest({ callerName: "Marie", callerPhone: "+50937123456", message: " Rele m aprèmidi " });
    expect(withMessage.ok && withMessage.request.message).toBe("Rele m aprèmidi");
  });
});
