import { schemaMessages } from "@kominote/core/schemas/messages";
import { describe, expect, it } from "vitest";
import { ownShelter } from "../testing/safe-places";
import { checkSafePlaceForm, emptySafePlaceForm, safePlaceFormOf } from "./safe-place-form";

const typed = {
  name: " Abri Okap ",
  category: "shelter",
  address: "Boulevard du Cap",
  description: "Abri pou fanmi.",
  latitude: "19,7578",
  longitude: "-72.2040",
  tags: "siklòn, , fanmi ",
};

describe("checkSafePlaceForm", () => {
  it("sends the place with numbers for coordinates and the tags trimmed", () => {
    expect(checkSafePlaceForm(typed)).toEqual({
      ok: true,
      request: {
        name: "Abri Okap",
        category: "shelter",
        address: "Boulevard du Cap",
        description: "Abri pou fanmi.",
        latitude: 19.7578,
        longitude: -72.204,
        tags: ["siklòn", "fanmi"],
      },
    });
  });

  it("says each empty required field is required", () => {
    const check = checkSafePlaceForm(emptySafePlaceForm);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    for (const field of ["name", "category", "address", "description", "latitude", "longitude"] as const) {
      expect(check.problems[field]).toBe("errors.field.required");
    }
    expect(check.problems.tags).toBeUndefined();
  });

  it("refuses coordinates outside Haiti with the server's own message", () => {
    const check = checkSafePlaceForm({ ...typed, latitude: "48.85", longitude: "2.35" });
    expect(check).toEqual({ ok: false, problems: { latitude: schemaMessages.locationOutsideHaiti, longitude: schemaMessages.locationOutsideHaiti } });
  });

  it("opens one's own place with its values as typed", () => {
    expect(safePlaceFormOf(ownShelter)).toEqual({
      name: "Abri Sitwayen Okap",
      category: "shelter",
      address: "Boulevard du Cap, Okap",
      description: "Abri pou fanmi lè gen siklòn.",
      latitude: "18.5392",
      longitude: "-72.3364",
      tags: "",
    });
  });
});
