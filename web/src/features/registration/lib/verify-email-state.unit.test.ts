import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/api-error";
import { verifyEmailStateOf } from "./verify-email-state";

const texts = { missingToken: "Token pa valid", failed: "Echèk nan konfime imèl la" };

describe("verifyEmailStateOf", () => {
  it("fails at once without a token", () => {
    expect(verifyEmailStateOf({ token: undefined, data: undefined, error: null }, texts)).toEqual({
      status: "error",
      message: "Token pa valid",
    });
  });

  it("is loading until the server answers", () => {
    expect(verifyEmailStateOf({ token: "abc", data: undefined, error: null }, texts)).toEqual({ status: "loading" });
  });

  it("tells a first confirmation from a repeated one", () => {
    const answer = { verified: true, alreadyVerified: false, message: "" };
    expect(verifyEmailStateOf({ token: "abc", data: answer, error: null }, texts)).toEqual({ status: "verified" });
    expect(
      verifyEmailStateOf({ token: "abc", data: { ...answer, alreadyVerified: true }, error: null }, texts),
    ).toEqual({ status: "alreadyVerified" });
  });

  it("shows the server's message on a refused token, else the generic failure", () => {
    const expired = new ApiError(400, "Bad Request", { code: "EMAIL_VERIFICATION.INVALID", message: "Lyen an ekspire" });
    expect(verifyEmailStateOf({ token: "abc", data: undefined, error: expired }, texts)).toEqual({
      status: "error",
      message: "Lyen an ekspire",
    });
    expect(verifyEmailStateOf({ token: "abc", data: undefined, error: new TypeError("offline") }, texts)).toEqual({
      status: "error",
      message: "Echèk nan konfime imèl la",
    });
  });
});
