import { useState } from "react";
import { useAuditLog } from "../api/list-audit-log";
import { AuditLogView } from "./audit-log-view";

/** The audit log, a page at a time. */
export function AuditLog() {
  const log = useAuditLog();
  const [now] = useState(() => new Date());
  return (
    <AuditLogView
      entries={log.data?.pages.flat()}
      isError={log.isError}
      now={now}
      {...(log.hasNextPage ? { onLoadMore: () => void log.fetchNextPage() } : {})}
      isLoadingMore={log.isFetchingNextPage}
    />
  );
}
