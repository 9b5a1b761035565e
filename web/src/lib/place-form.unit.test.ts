import { describe, expect, it } from "vitest";
import { commaList, emptyMeansRequired, numberOf } from "./place-form";

describe("numberOf", () => {
  it("reads a point or a comma as the decimal separator, blank as missing", () => {
    expect(numberOf(" 18.5392 ")).toBe(18.5392);
    expect(numberOf("-72,335")).toBe(-72.335);
    expect(numberOf("  ")).toBeUndefined();
  });

  it("gives NaN for what is no number, so the schema says it is not valid", () => {
    expect(numberOf("nò")).toBeNaN();
  });
});

describe("commaList", () => {
  it("trims each item and drops the empty ones", () => {
    expect(commaList(" ijans, , 24 sou 24 ,")).toEqual(["ijans", "24 sou 24"]);
    expect(commaList("")).toEqual([]);
  });
});

describe("emptyMeansRequired", () => {
  it("says 'required' for an empty field and keeps the other problems", () => {
    const check = emptyMeansRequired<"name" | "speed", never>(
      { ok: false, problems: { name: "errors.field.invalid", speed: "errors.field.invalid" } },
      { name: " ", speed: "fast" },
    );
    expect(check).toEqual({ ok: false, problems: { name: "errors.field.required", speed: "errors.field.invalid" } });
  });

  it("passes a form that checked out", () => {
    expect(emptyMeansRequired({ ok: true, request: 1 }, { name: "" })).toEqual({ ok: true, request: 1 });
  });
});
