import { describe, expect, it } from "vitest";
import { samplePlaces } from "../testing/places";
import { createBody, mapPlaceValues, previewOf, updateBody } from "./map-place-form";

describe("the map page's place forms", () => {
  it("pre-fills the edit dialog, with empty text for a missing description or photo", () => {
    const place = { ...samplePlaces[0]!, description: null, photoUrl: null };
    expect(mapPlaceValues(place)).toEqual({ name: place.name, description: "", photoUrl: "" });
  });

  it("sends trimmed text, null for an empty description or photo link, and the position", () => {
    expect(createBody({ name: " Pak ", description: "  ", photoUrl: "" }, { latitude: 18.5, longitude: -72.3 })).toEqual({
      name: "Pak",
      description: null,
      photoUrl: null,
      latitude: 18.5,
      longitude: -72.3,
    });
    expect(updateBody({ name: "Pak", description: "Bò lanmè", photoUrl: " https://example.org/p.jpg " })).toEqual({
      name: "Pak",
      description: "Bò lanmè",
      photoUrl: "https://example.org/p.jpg",
    });
  });

  it("previews six places and counts the rest for the '+N' tile", () => {
    const places = Array.from({ length: 9 }, (_, index) => index);
    expect(previewOf(places)).toEqual({ shown: [0, 1, 2, 3, 4, 5], more: 3 });
    expect(previewOf([1, 2])).toEqual({ shown: [1, 2], more: 0 });
  });
});
