import { describe, expect, it } from "vitest";
import { waitingPlaceForm } from "./save-location";

describe("a place kept on the device", () => {
  it("keeps the finder's form as text fields and its photo as a Blob, to go as one multipart form", () => {
    const form = new FormData();
    form.append("name", "Mache Petyonvil");
    form.append("latitude", "18.512300");
    form.append("longitude", "-72.285400");
    form.append("photo", new File(["jpeg"], "mache.jpg", { type: "image/jpeg" }), "mache.jpg");
    const waiting = waitingPlaceForm(form);
    expect(waiting).toMatchObject({
      kind: "place",
      preview: "Mache Petyonvil",
      path: "/api/locations",
      encoding: "multipart",
      body: { name: "Mache Petyonvil", latitude: "18.512300", longitude: "-72.285400" },
    });
    expect(waiting.files?.map((file) => [file.field, file.name])).toEqual([["photo", "mache.jpg"]]);
    expect(waiting.files?.[0]?.blob).toBeInstanceOf(Blob);
  });
});
