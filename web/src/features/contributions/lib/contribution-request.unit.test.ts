import { describe, expect, it } from "vitest";
import { emptyContributionDraft, withContactSharing, withWebsite, type ContributionDraft } from "./contribution-draft";
import { contributeRequestOf } from "./contribution-request";

const draft: ContributionDraft = {
  ...emptyContributionDraft,
  description: "  Mwen ranmase fatra nan lari a ak vwazen yo.  ",
  hasContactInfo: true,
  phoneNumber: " +509 3712 3456 ",
  address: "Ri Kapwa, Pòtoprens",
  contactNotes: "",
  allowDirectContact: true,
  hasWebsite: true,
  websiteUrl: "https://example.ht",
  media: [{ id: "7b0c1f7e-1d0a-4c1e-9b7a-0e6f3c2a1b11", name: "lari.jpg", size: 1000, contentType: "image/jpeg" }],
  pdf: { id: "7b0c1f7e-1d0a-4c1e-9b7a-0e6f3c2a1b12", name: "rapò.pdf", size: 2000, contentType: "application/pdf" },
};

describe("contributeRequestOf", () => {
  it("sends the trimmed texts, the stored files' ids, and never a user id", () => {
    const request = contributeRequestOf(draft, null);
    expect(request).toEqual({
      notes: "Mwen ranmase fatra nan lari a ak vwazen yo.",
      hasContactInfo: true,
      phoneNumber: "+509 3712 3456",
      address: "Ri Kapwa, Pòtoprens",
      contactNotes: null,
      allowDirectContact: true,
      hasWebsite: true,
      websiteUrl: "https://example.ht",
      mediaUploadIds: ["7b0c1f7e-1d0a-4c1e-9b7a-0e6f3c2a1b11"],
      pdfUploadId: "7b0c1f7e-1d0a-4c1e-9b7a-0e6f3c2a1b12",
    });
    expect(request).not.toHaveProperty("userId");
  });

  it("sends no contact detail once the member chose not to share", () => {
    const request = contributeRequestOf(withContactSharing(draft, false), null);
    expect(request).toMatchObject({ hasContactInfo: false, phoneNumber: null, address: null, contactNotes: null, allowDirectContact: false });
  });

  it("allows direct contact only with a number to call", () => {
    expect(contributeRequestOf({ ...draft, phoneNumber: " " }, null).allowDirectContact).toBe(false);
  });

  it("drops the website when the member unticks it", () => {
    expect(contributeRequestOf(withWebsite(draft, false), null)).toMatchObject({ hasWebsite: false, websiteUrl: null });
  });

  it("attaches the position only when the member agreed to share it", () => {
    const position = { latitude: 18.5392, longitude: -72.335 };
    expect(contributeRequestOf(draft, position)).not.toHaveProperty("userLocation");
    expect(contributeRequestOf({ ...draft, shareLocation: true }, position).userLocation).toEqual(position);
    expect(contributeRequestOf({ ...draft, shareLocation: true }, null)).not.toHaveProperty("userLocation");
  });

  it("always attaches the position to a task that asks for one", () => {
    const position = { latitude: 18.5392, longitude: -72.335 };
    expect(contributeRequestOf(draft, position, true).userLocation).toEqual(position);
  });
});

describe("withContactSharing", () => {
  it("clears every contact field when sharing is turned off", () => {
    expect(withContactSharing(draft, false)).toMatchObject({ hasContactInfo: false, phoneNumber: "", address: "", contactNotes: "", allowDirectContact: false });
    expect(withContactSharing(emptyContributionDraft, true).hasContactInfo).toBe(true);
  });
});
