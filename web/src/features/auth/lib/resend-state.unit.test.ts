import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/api-error";
import { resendStateOfAnswer, resendStateOfError } from "./resend-state";

describe("resend state", () => {
  it("tells a sent link from an address already confirmed", () => {
    expect(resendStateOfAnswer({ sent: true, alreadyVerified: false, message: "Nou voye l." })).toEqual({ status: "sent", message: "Nou voye l." });
    expect(resendStateOfAnswer({ sent: false, alreadyVerified: true, message: "Deja verifye." })).toEqual({
      status: "alreadyVerified",
      message: "Deja verifye.",
    });
  });

  it("shows the server's message for a refusal, the fallback for anything else", () => {
    const tooSoon = new ApiError(429, "Too Many Requests", { code: "EMAIL_VERIFICATION.TOO_SOON", message: "Tann 1 minit." });
    expect(resendStateOfError(tooSoon, "Echèk")).toEqual({ status: "error", message: "Tann 1 minit." });
    expect(resendStateOfError(new ApiError(502, "Bad Gateway", "<html>"), "Echèk")).toEqual({ status: "error", message: "Echèk" });
    expect(resendStateOfError(new TypeError("offline"), "Echèk")).toEqual({ status: "error", message: "Echèk" });
  });
});
