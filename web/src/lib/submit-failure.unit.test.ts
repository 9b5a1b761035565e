import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { DeviceFailure, submitFailureOf } from "./submit-failure";

const refused = (fields?: Record<string, string>) =>
  new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Done yo pa valab", ...(fields === undefined ? {} : { fields }) });

describe("submitFailureOf", () => {
  it("puts each field problem on its shown field, with no form message", () => {
    expect(
      submitFailureOf(refused({ email: "Imèl la pa valab", "skills.0": "Konpetans lan pa egziste" }), { fallback: "Erè" }, ["email", "skills"], true),
    ).toEqual({ fields: { email: "Imèl la pa valab", skills: "Konpetans lan pa egziste" }, message: null, offline: false });
  });

  it("keeps the server's localized message in view when a refused field is not shown by the form", () => {
    expect(submitFailureOf(refused({ role: "Pa pèmèt" }), { fallback: "Erè" }, ["email"], true)).toEqual({
      fields: {},
      message: "Done yo pa valab",
      offline: false,
    });
    expect(submitFailureOf(refused({ email: "Imèl la pa valab", role: "Pa pèmèt" }), { fallback: "Erè" }, ["email"], true)).toEqual({
      fields: { email: "Imèl la pa valab" },
      message: "Done yo pa valab",
      offline: false,
    });
  });

  it("shows the server's message for a failure without fields, and the form's own when nothing answered", () => {
    expect(submitFailureOf(new ApiError(409, "Conflict", { code: "X", message: "Deja la" }), { fallback: "Erè" }, [], true)).toEqual({
      fields: {},
      message: "Deja la",
      offline: false,
    });
    expect(submitFailureOf(new ApiError(502, "Bad Gateway", ""), { fallback: "Erè" }, [], true)).toEqual({
      fields: {},
      message: "Erè",
      offline: false,
    });
    expect(submitFailureOf(new TypeError("Failed to fetch"), { fallback: "Erè" }, [], true)).toEqual({ fields: {}, message: "Erè", offline: true });
  });

  it("says a send with no answer waits, with the form's offline words, and a server error while offline is the connection too", () => {
    const wording = { fallback: "Erè", offline: "Ou pa gen koneksyon" };
    expect(submitFailureOf(new TypeError("Failed to fetch"), wording, [], true)).toEqual({
      fields: {},
      message: "Ou pa gen koneksyon",
      offline: true,
    });
    expect(submitFailureOf(new ApiError(503, "Service Unavailable", ""), wording, [], false)).toEqual({
      fields: {},
      message: "Ou pa gen koneksyon",
      offline: true,
    });
    expect(submitFailureOf(new ApiError(503, "Service Unavailable", ""), wording, [], true)).toEqual({ fields: {}, message: "Erè", offline: false });
  });

  it("says a send the device could not keep failed, in the form's words, without promising it waits", () => {
    const wording = { fallback: "Erè", offline: "Ou pa gen koneksyon" };
    expect(submitFailureOf(new DeviceFailure("quota"), wording, [], false)).toEqual({ fields: {}, message: "Erè", offline: false });
  });

  it("frames the server's message in the form's words when the form asks", () => {
    const wording = { fallback: "Pa t ka poste. Li toujou la.", server: (message: string) => `Pa t ka poste. ${message} Li toujou la.` };
    expect(submitFailureOf(new ApiError(404, "Not Found", { code: "NOT_FOUND", message: "Pa jwenn." }), wording, [], true).message).toBe(
      "Pa t ka poste. Pa jwenn. Li toujou la.",
    );
    expect(submitFailureOf(new ApiError(500, "Internal Server Error", ""), wording, [], true).message).toBe("Pa t ka poste. Li toujou la.");
  });
});
