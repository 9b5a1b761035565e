import { auditLogPageSize, type AuditEntry } from "@kominote/core/schemas/moderation";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/moderation/audit-log`: one page of decisions, newest first, older than `before`. */
export const listAuditLog = (before?: number): Promise<readonly AuditEntry[]> =>
  expectData(
    api.GET("/api/moderation/audit-log", {
      params: { query: before === undefined ? { limit: auditLogPageSize } : { before, limit: auditLogPageSize } },
    }),
  );

export const auditLogQueryKey = ["moderation", "audit-log"] as const;

/** Pages follow each other by the last entry's id; a short page is the last one. */
export const auditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: auditLogQueryKey,
    queryFn: ({ pageParam }) => listAuditLog(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: readonly AuditEntry[]) => (page.length < auditLogPageSize ? undefined : page.at(-1)?.id),
  });

export const useAuditLog = () => useInfiniteQuery(auditLogQueryOptions());
