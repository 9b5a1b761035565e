import type { VerifyEmailResponse } from "@kominote/core/schemas/email-verification";
import { isApiError } from "../../../api/api-error";
import type { VerifyEmailState } from "../components/verify-email-screen";

export interface VerifyEmailProgress {
  /** The token from the link, undefined when the link carried none. */
  readonly token: string | undefined;
  readonly data: VerifyEmailResponse | undefined;
  readonly error: unknown;
}

/**
 * What /verify-email shows: no token is an error at once ('Token pa valid'); the server's answer
 * decides the rest, and its message is shown when it refuses the token.
 */
export const verifyEmailStateOf = (
  { token, data, error }: VerifyEmailProgress,
  texts: { readonly missingToken: string; readonly failed: string },
): VerifyEmailState => {
  if (token === undefined) return { status: "error", message: texts.missingToken };
  if (data !== undefined) {
    if (data.alreadyVerified) return { status: "alreadyVerified" };
    return data.verified ? { status: "verified" } : { status: "error", message: data.message };
  }
  if (error !== null && error !== undefined) {
    return { status: "error", message: (isApiError(error) ? error.serverMessage : undefined) ?? texts.failed };
  }
  return { status: "loading" };
};
