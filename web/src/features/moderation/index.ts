/**
 * The moderation feature's public entry: the audit log's cache key, which pinning a forum refreshes.
 */
export { auditLogQueryKey } from "./api/list-audit-log";
