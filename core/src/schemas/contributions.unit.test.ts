import { describe, expect, it } from "vitest";
import { callRequestSchema, contributeRequestSchema, updateContributionRequestSchema } from "./contributions";

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("contribution calls", () => {
  it("needs a description of at least 20 characters, spaces around not counted", () => {
    expect(messages(contributeRequestSchema.safeParse({ notes: "   Twò kout   " }))).toEqual([
      "notes: validation.contribution.tooShort",
    ]);
    expect(contributeRequestSchema.parse({ notes: "  Mwen ranmase fatra nan lari a.  " }).notes).toBe(
      "Mwen ranmase fatra nan lari a.",
    );
  });

  it("accepts the wizard's optional details: location, contact, website and uploads", () => {
    const parsed = contributeRequestSchema.parse({
      userId: 7,
      notes: "Mwen ranmase fatra nan lari a.",
      userLocation: { latitude: 18.54, longitude: -72.34 },
      hasContactInfo: true,
      phoneNumber: "+509 3712 3456",
      hasWebsite: true,
      websiteUrl: "https://example.ht",
      mediaUploadIds: ["0b7e3f4a-8c2d-4e1f-9a6b-5d3c2b1a0f9e"],
    });
    expect(parsed.phoneNumber).toBe("+50937123456");
    expect(contributeRequestSchema.safeParse({ notes: "Mwen ranmase fatra nan lari a.", websiteUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(contributeRequestSchema.safeParse({ notes: "Mwen ranmase fatra nan lari a.", userLocation: { latitude: 95, longitude: 0 } }).success).toBe(false);
  });

  it("refuses an edit that changes nothing", () => {
    expect(updateContributionRequestSchema.safeParse({}).success).toBe(false);
    expect(updateContributionRequestSchema.safeParse({ contactNotes: null }).success).toBe(true);
  });

  it("needs a caller name and phone after trimming, the message being optional", () => {
    expect(messages(callRequestSchema.safeParse({ callerName: "  ", callerPhone: " " }))).toEqual([
      "callerName: validation.callRequest.incomplete",
      "callerPhone: validation.callRequest.incomplete",
    ]);
    expect(callRequestSchema.parse({ callerName: " Jan ", callerPhone: "+509 3712 3456" })).toEqual({
      callerName: "Jan",
      callerPhone: "+50937123456",
    });
  });
});
