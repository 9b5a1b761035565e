import { describe, expect, it } from "vitest";
import { myResponses } from "../testing/responses";
import { responseTexts } from "./response-card";

const [full, noSubject, empty] = myResponses;
if (full === undefined || noSubject === undefined || empty === undefined) throw new Error("The test needs three responses");

describe("responseTexts", () => {
  it("keeps a subject and content that say something", () => {
    expect(responseTexts(full)).toEqual({ subject: "Jounen vaksinasyon", content: expect.stringMatching(/^Bon ide!/) });
  });

  it("gives null (the card's fallback) for a missing or blank subject and an empty content", () => {
    expect(responseTexts(noSubject).subject).toBeNull();
    expect(responseTexts(empty)).toEqual({ subject: null, content: null });
  });
});
