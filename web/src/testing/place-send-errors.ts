import { ApiError } from "../api/api-error";

/** Failures a member's place form shows (as the API answers them). */
export const placeSendErrors = {
  failed: new ApiError(500, "Internal Server Error", ""),
  offline: new TypeError("Failed to fetch"),
  refused: (fields: Readonly<Record<string, string>>) => new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Done yo pa valab.", fields }),
};
