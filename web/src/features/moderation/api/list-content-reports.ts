import type { ReportedContent } from "@kominote/core/schemas/moderation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/moderation/reports`: reported items still visible, the longest waiting first. */
export const listContentReports = (): Promise<readonly ReportedContent[]> => expectData(api.GET("/api/moderation/reports"));

export const contentReportsQueryKey = ["moderation", "reports"] as const;

export const contentReportsQueryOptions = () =>
  queryOptions({ queryKey: contentReportsQueryKey, queryFn: listContentReports });

export const useContentReports = () => useQuery(contentReportsQueryOptions());
