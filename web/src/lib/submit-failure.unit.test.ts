import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { submitFailureOf } from "./submit-failure";

const refused = (fields?: Record<string, string>) =>
  new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Done yo pa valab", ...(fields === undefined ? {} : { fields }) });

describe("submitFailureOf", () => {
  it("puts each field problem on its shown field, with no form message", () => {
    expect(submitFailureOf(refused({ email: "Imèl la pa valab", "skills.0": "Konpetans lan pa egziste" }), "Erè", ["email", "skills"])).toEqual({
      fields: { email: "Imèl la pa valab", skills: "Konpetans lan pa egziste" },
      message: null,
    });
  });

  it("keeps the server's localized message in view when a refused field is not shown by the form", () => {
    expect(submitFailureOf(refused({ role: "Pa pèmèt" }), "Erè", ["email"])).toEqual({ fields: {}, message: "Done yo pa valab" });
    expect(submitFailureOf(refused({ email: "Imèl la pa valab", role: "Pa pèmèt" }), "Erè", ["email"])).toEqual({
      fields: { email: "Imèl la pa valab" },
      message: "Done yo pa valab",
    });
  });

  it("shows the server's message for a failure without fields, and the form's own when nothing answered", () => {
    expect(submitFailureOf(new ApiError(409, "Conflict", { code: "X", message: "Deja la" }), "Erè", [])).toEqual({ fields: {}, message: "Deja la" });
    expect(submitFailureOf(new ApiError(502, "Bad Gateway", ""), "Erè", [])).toEqual({ fields: {}, message: "Erè" });
    expect(submitFailureOf(new TypeError("Failed to fetch"), "Erè", [])).toEqual({ fields: {}, message: "Erè" });
  });
});
