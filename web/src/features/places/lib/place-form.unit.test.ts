import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../testing/memory-storage";
import { checkFinderForm, emptyFinderValues, keepPlaceDraft, takePlaceDraft } from "./place-form";

const here = { latitude: 18.53927, longitude: -72.335 };
const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "mache.jpg", { type: "image/jpeg" });

describe("the finder's form", () => {
  it("asks for a name, coordinates found first, and an image as photo", () => {
    const check = checkFinderForm({ name: "   ", description: "", photo: new File(["x"], "notes.txt", { type: "text/plain" }) }, null);
    expect(check).toEqual({
      ok: false,
      problems: { name: "places.form.nameRequired", coordinates: "places.form.coordinatesFirst", photo: "places.form.photoType" },
    });
  });

  it("sends the trimmed name, coordinates with 6 decimals and the photo as a multipart form", () => {
    const check = checkFinderForm({ name: " Mache Petyonvil ", description: " Gwo mache ", photo }, here);
    if (!check.ok) throw new Error("the form was refused");
    expect(check.form.get("name")).toBe("Mache Petyonvil");
    expect(check.form.get("latitude")).toBe("18.539270");
    expect(check.form.get("longitude")).toBe("-72.335000");
    expect(check.form.get("description")).toBe("Gwo mache");
    expect((check.form.get("photo") as File).name).toBe("mache.jpg");
  });

  it("leaves out an empty description and a missing photo", () => {
    const check = checkFinderForm({ ...emptyFinderValues, name: "Pak" }, here);
    if (!check.ok) throw new Error("the form was refused");
    expect(check.form.has("description")).toBe(false);
    expect(check.form.has("photo")).toBe(false);
  });
});

describe("a visitor's place kept through sign-in", () => {
  it("is handed back once, with its coordinates", () => {
    const storage = memoryStorage();
    keepPlaceDraft({ name: "Pak", description: "Bò lanmè", coordinates: here }, storage);
    expect(takePlaceDraft(storage)).toEqual({ name: "Pak", description: "Bò lanmè", coordinates: here });
    expect(takePlaceDraft(storage)).toBeNull();
  });

  it("comes back without coordinates when none were found", () => {
    const storage = memoryStorage();
    keepPlaceDraft({ name: "Pak", description: "", coordinates: null }, storage);
    expect(takePlaceDraft(storage)).toEqual({ name: "Pak", description: "", coordinates: null });
  });
});
