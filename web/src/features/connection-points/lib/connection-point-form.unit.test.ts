import { describe, expect, it } from "vitest";
import { ownPaidCafe } from "../testing/connection-points";
import { checkConnectionPointForm, connectionPointFormOf, emptyConnectionPointForm } from "./connection-point-form";

const typed = {
  ...emptyConnectionPointForm,
  name: "Sibè Kafe",
  connectionType: "wifi",
  address: "Rue Grégoire",
  description: "WiFi nan kafe a.",
  speed: "25,5",
  latitude: "18.5125",
  longitude: "-72.2853",
  requirements: "Achte yon kafe",
};

describe("checkConnectionPointForm", () => {
  it("starts public and free (SPEC 5)", () => {
    expect(emptyConnectionPointForm.isPublic).toBe(true);
    expect(emptyConnectionPointForm.isFree).toBe(true);
  });

  it("sends no requirements for a free point, whatever was typed before 'free' was checked", () => {
    const check = checkConnectionPointForm(typed);
    expect(check).toEqual({
      ok: true,
      request: {
        name: "Sibè Kafe",
        connectionType: "wifi",
        address: "Rue Grégoire",
        description: "WiFi nan kafe a.",
        speed: 25.5,
        isPublic: true,
        isFree: true,
        requirements: null,
        latitude: 18.5125,
        longitude: -72.2853,
      },
    });
  });

  it("sends the requirements of a point that is not free, and a reliability when given", () => {
    const check = checkConnectionPointForm({ ...typed, isFree: false, reliability: "4" });
    expect(check.ok && check.request.requirements).toBe("Achte yon kafe");
    expect(check.ok && check.request.reliability).toBe(4);
  });

  it("says each empty required field is required and a reliability above 5 is out of range", () => {
    const empty = checkConnectionPointForm(emptyConnectionPointForm);
    expect(empty.ok).toBe(false);
    if (empty.ok) return;
    for (const field of ["name", "connectionType", "address", "description", "speed", "latitude", "longitude"] as const) {
      expect(empty.problems[field]).toBe("errors.field.required");
    }
    expect(checkConnectionPointForm({ ...typed, reliability: "7" })).toEqual({ ok: false, problems: { reliability: "validation.rating.range" } });
  });

  it("opens one's own point with its values as typed", () => {
    expect(connectionPointFormOf(ownPaidCafe)).toMatchObject({ speed: "30", reliability: "3.5", isFree: false, requirements: "Achte yon kafe" });
  });
});
