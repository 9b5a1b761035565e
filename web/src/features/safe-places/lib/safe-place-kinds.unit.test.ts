import { safePlaceCategories } from "@kominote/core/schemas/safe-places";
import { describe, expect, it } from "vitest";
import { categoryLabel, safePlaceCategoryList, safePlaceFilterOf, safePlaceSearch, verificationLabel } from "./safe-place-kinds";

describe("safe place kinds", () => {
  it("lists the schema's categories, each with its own label", () => {
    expect(safePlaceCategoryList).toEqual(safePlaceCategories);
    expect(new Set(safePlaceCategoryList.map((category) => categoryLabel[category])).size).toBe(safePlaceCategories.length);
  });

  it("names the review states as SPEC 4 says: verified, pending, anything else not verified", () => {
    expect(verificationLabel("verified")).toBe("safePlaces.status.verified");
    expect(verificationLabel("pending")).toBe("safePlaces.status.pending");
    expect(verificationLabel("unverified")).toBe("safePlaces.status.unverified");
    expect(verificationLabel("rejected")).toBe("safePlaces.status.unverified");
  });

  it("keeps ?q= and a known ?category= from the address", () => {
    expect(safePlaceSearch({ q: "okap", category: "shelter" })).toEqual({ q: "okap", category: "shelter" });
    expect(safePlaceSearch({ category: "castle" })).toEqual({});
  });

  it("asks the server only for what the address holds", () => {
    expect(safePlaceFilterOf({ q: undefined, category: "police" })).toEqual({ category: "police" });
    expect(safePlaceFilterOf({ q: "okap", category: undefined })).toEqual({ q: "okap" });
  });
});
