import { describe, expect, it } from "vitest";
import { memoryStorage } from "../testing/doubles";
import { emptyContributionDraft } from "./contribution-draft";
import { clearContribution, contributionDraftKey, loadContribution, saveContribution } from "./draft-storage";

const draft = {
  ...emptyContributionDraft,
  description: "Mwen ranmase fatra nan lari a.",
  hasContactInfo: true,
  phoneNumber: "+509 3712 3456",
  media: [{ id: "u-1", name: "lari.jpg", size: 1000, contentType: "image/jpeg" }],
};

describe("contribution draft storage", () => {
  it("keeps each task's draft apart and restores it with its step", () => {
    const storage = memoryStorage();
    saveContribution(3, { draft, stepIndex: 2 }, storage);
    expect(loadContribution(3, storage)).toEqual({ draft, stepIndex: 2 });
    expect(loadContribution(4, storage)).toEqual({ draft: emptyContributionDraft, stepIndex: 0 });
  });

  it("reads a damaged or foreign copy defensively", () => {
    const storage = memoryStorage();
    storage.setItem(contributionDraftKey(3), "{not json");
    expect(loadContribution(3, storage).draft).toEqual(emptyContributionDraft);
    storage.setItem(
      contributionDraftKey(3),
      JSON.stringify({ draft: { description: 5, media: [{ id: "" }, { id: "u-2", name: "a.png" }], pdf: "x" }, stepIndex: 99 }),
    );
    expect(loadContribution(3, storage)).toEqual({
      draft: { ...emptyContributionDraft, media: [{ id: "u-2", name: "a.png", size: 0, contentType: "" }] },
      stepIndex: 5,
    });
  });

  it("stays quiet when the device refuses to store, and clears a sent draft", () => {
    const refusing = { ...memoryStorage(), setItem: () => { throw new DOMException("full", "QuotaExceededError"); } } as Storage;
    expect(() => saveContribution(3, { draft, stepIndex: 0 }, refusing)).not.toThrow();
    const storage = memoryStorage();
    saveContribution(3, { draft, stepIndex: 1 }, storage);
    clearContribution(3, storage);
    expect(storage.getItem(contributionDraftKey(3))).toBeNull();
  });
});
