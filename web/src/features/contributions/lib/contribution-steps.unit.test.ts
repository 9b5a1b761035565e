import { describe, expect, it } from "vitest";
import { emptyContributionDraft, type ContributionDraft } from "./contribution-draft";
import { contributionSteps, firstInvalidContributionStep, stepIndexOfField, validateContributionStep } from "./contribution-steps";

const described: ContributionDraft = { ...emptyContributionDraft, description: "Mwen netwaye kanal la ak vwazen yo." };

describe("validateContributionStep", () => {
  it("has six steps in the specification's order", () => {
    expect(contributionSteps).toEqual(["description", "media", "contact", "website", "pdf", "confirm"]);
  });

  it("wants at least 20 characters of description, after trimming, with the core schema's message", () => {
    expect(validateContributionStep("description", { ...emptyContributionDraft, description: "   kout    " })).toEqual({
      field: "notes",
      messageKey: "validation.contribution.tooShort",
    });
    expect(validateContributionStep("description", { ...emptyContributionDraft, description: "a".repeat(20) })).toBeNull();
  });

  it("checks a shared phone number by the phone rule", () => {
    const draft = { ...described, hasContactInfo: true, phoneNumber: "abc" };
    expect(validateContributionStep("contact", draft)).toEqual({ field: "phoneNumber", messageKey: "validation.phone.invalid" });
    expect(validateContributionStep("contact", { ...draft, phoneNumber: "+509 3712 3456" })).toBeNull();
  });

  it("ignores problems of other steps", () => {
    expect(validateContributionStep("contact", emptyContributionDraft)).toBeNull();
  });

  it("wants a web address once the member says there is one, and only http(s)", () => {
    const draft = { ...described, hasWebsite: true };
    expect(validateContributionStep("website", draft)).toEqual({ field: "websiteUrl", messageKey: "errors.field.required" });
    expect(validateContributionStep("website", { ...draft, websiteUrl: "javascript:alert(1)" })).toEqual({
      field: "websiteUrl",
      messageKey: "validation.url.invalid",
    });
    expect(validateContributionStep("website", { ...draft, websiteUrl: "https://example.ht" })).toBeNull();
  });

  it("lets the confirm step pass only when the whole draft would be accepted", () => {
    expect(validateContributionStep("confirm", emptyContributionDraft)?.field).toBe("notes");
    expect(validateContributionStep("confirm", described)).toBeNull();
    expect(firstInvalidContributionStep({ ...described, hasContactInfo: true, phoneNumber: "x" })).toBe(2);
    expect(firstInvalidContributionStep(described)).toBeNull();
  });
});

describe("stepIndexOfField", () => {
  it("maps each request field to the step that asks for it", () => {
    expect(stepIndexOfField("notes")).toBe(0);
    expect(stepIndexOfField("mediaUploadIds.2")).toBe(1);
    expect(stepIndexOfField("phoneNumber")).toBe(2);
    expect(stepIndexOfField("websiteUrl")).toBe(3);
    expect(stepIndexOfField("pdfUploadId")).toBe(4);
    expect(stepIndexOfField("userLocation")).toBe(5);
  });
});
