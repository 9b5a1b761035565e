import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/api-error";
import { classifySendFailure } from "./send-failure";

describe("classifySendFailure", () => {
  it("treats an unanswered request as offline, to be queued", () => {
    expect(classifySendFailure(new TypeError("Failed to fetch"), true)).toEqual({ kind: "offline" });
  });

  it("puts a refused field on its own step, the earliest first", () => {
    const refused = new ApiError(400, "Bad Request", {
      code: "VALIDATION",
      message: "Invalid",
      fields: { websiteUrl: "Adrès sit entènèt sa a pa valid.", phoneNumber: "Nimewo sa a pa valid." },
    });
    expect(classifySendFailure(refused, true)).toEqual({ kind: "invalid", stepIndex: 2, field: "phoneNumber", message: "Nimewo sa a pa valid." });
  });

  it("reports other refusals with the server's message, and a gateway error while offline as offline", () => {
    const conflict = new ApiError(409, "Conflict", { code: "TASK.WAITING", message: "Travay sa a poko louvri" });
    expect(classifySendFailure(conflict, true)).toEqual({ kind: "failed", message: "Travay sa a poko louvri" });
    expect(classifySendFailure(new ApiError(500, "Internal Server Error", undefined), true)).toEqual({ kind: "failed", message: null });
    expect(classifySendFailure(new ApiError(503, "Service Unavailable", undefined), false)).toEqual({ kind: "offline" });
  });
});
