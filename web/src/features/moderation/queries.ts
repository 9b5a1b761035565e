export { auditLogQueryKey } from "./api/list-audit-log";
