import type { VerifyEmailResponse } from "@kominote/core/schemas/email-verification";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/verify-email?token=`: confirms the address; the token is single use, so it is never retried. */
export const verifyEmail = (token: string): Promise<VerifyEmailResponse> =>
  expectData(api.GET("/api/verify-email", { params: { query: { token } } }));

export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["verify-email", token] as const,
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
