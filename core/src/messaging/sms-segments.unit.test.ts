import { describe, expect, it } from "vitest";
import { smsSize } from "./sms-segments";

describe("smsSize", () => {
  it("counts plain text and Creole accents as GSM 7-bit, 160 to a segment", () => {
    expect(smsSize("Kòd Kominote ou: 123456. Pa bay pèsonn li.")).toEqual({
      encoding: "gsm7",
      units: 42,
      segments: 1,
    });
    expect(smsSize("a".repeat(160)).segments).toBe(1);
    expect(smsSize("a".repeat(161)).segments).toBe(2);
  });

  it("counts the extension characters twice", () => {
    expect(smsSize("€[]").units).toBe(6);
  });

  it("switches to UCS-2, 70 to a segment, for any character outside the GSM alphabet", () => {
    expect(smsSize("Código").encoding).toBe("ucs2");
    expect(smsSize("ó".repeat(70)).segments).toBe(1);
    expect(smsSize("ó".repeat(71)).segments).toBe(2);
  });
});
