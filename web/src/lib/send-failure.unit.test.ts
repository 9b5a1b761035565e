import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { classifySendFailure, fieldFailure } from "./send-failure";

describe("classifySendFailure", () => {
  it("calls a request nothing answered offline", () => {
    expect(classifySendFailure(new TypeError("Failed to fetch"), [], true)).toEqual({ kind: "offline" });
  });

  it("keeps the server's words for each refused field", () => {
    const error = new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Erè", fields: { content: "Kontni an obligatwa." } });
    const failure = classifySendFailure(error, ["content"], true);
    expect(failure).toEqual({ kind: "invalid", fields: { content: "Kontni an obligatwa." }, message: null });
    expect(fieldFailure(failure, "content")).toBe("Kontni an obligatwa.");
    expect(fieldFailure(failure, "title")).toBeNull();
  });

  it("gives any other refusal with the server's message", () => {
    const error = new ApiError(404, "Not Found", { code: "FORUM.NOT_FOUND", message: "Nou pa jwenn fowòm sa a." });
    expect(classifySendFailure(error, [], true)).toEqual({ kind: "failed", message: "Nou pa jwenn fowòm sa a." });
    expect(classifySendFailure(new ApiError(400, "Bad Request", ""), [], true)).toEqual({ kind: "failed", message: null });
  });

  it("takes a server failure while the device is offline for the connection", () => {
    expect(classifySendFailure(new ApiError(503, "Service Unavailable", ""), [], false)).toEqual({ kind: "offline" });
    expect(classifySendFailure(new ApiError(503, "Service Unavailable", ""), [], true)).toEqual({ kind: "failed", message: null });
  });

  it("never drops a refused field the form does not show: the server's message says it", () => {
    const onlyHidden = new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Done yo pa valab.", fields: { serviceId: "Sèvis la pa egziste." } });
    expect(classifySendFailure(onlyHidden, ["title"], true)).toEqual({ kind: "failed", message: "Done yo pa valab." });
    const both = new ApiError(400, "Bad Request", {
      code: "VALIDATION",
      message: "Done yo pa valab.",
      fields: { title: "Tit la obligatwa.", serviceId: "Sèvis la pa egziste." },
    });
    expect(classifySendFailure(both, ["title"], true)).toEqual({ kind: "invalid", fields: { title: "Tit la obligatwa." }, message: "Done yo pa valab." });
  });
});
