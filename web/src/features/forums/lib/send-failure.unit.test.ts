import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/api-error";
import { classifySendFailure, fieldFailure } from "./send-failure";

describe("classifySendFailure", () => {
  it("calls a request nothing answered offline", () => {
    expect(classifySendFailure(new TypeError("Failed to fetch"), true)).toEqual({ kind: "offline" });
  });

  it("keeps the server's words for each refused field", () => {
    const error = new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Erè", fields: { content: "Kontni an obligatwa." } });
    const failure = classifySendFailure(error, true);
    expect(failure).toEqual({ kind: "invalid", fields: { content: "Kontni an obligatwa." } });
    expect(fieldFailure(failure, "content")).toBe("Kontni an obligatwa.");
    expect(fieldFailure(failure, "title")).toBeNull();
  });

  it("gives any other refusal with the server's message", () => {
    const error = new ApiError(404, "Not Found", { code: "FORUM.NOT_FOUND", message: "Nou pa jwenn fowòm sa a." });
    expect(classifySendFailure(error, true)).toEqual({ kind: "failed", message: "Nou pa jwenn fowòm sa a." });
    expect(classifySendFailure(new ApiError(400, "Bad Request", ""), true)).toEqual({ kind: "failed", message: null });
  });

  it("takes a server failure while the device is offline for the connection", () => {
    expect(classifySendFailure(new ApiError(503, "Service Unavailable", ""), false)).toEqual({ kind: "offline" });
    expect(classifySendFailure(new ApiError(503, "Service Unavailable", ""), true)).toEqual({ kind: "failed", message: null });
  });
});
