import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { AuditEntry, AuditLog } from "../ports/audit-log";
import type { AuditLogQuery } from "../schemas/moderation";

/** A page of the moderation audit log, newest first. */
export const makeListAuditLog =
  ({ auditLog }: { auditLog: AuditLog }) =>
  ({ before, limit }: AuditLogQuery): Effect.Effect<AuditEntry[], DomainError> =>
    Effect.promise(() => auditLog.list({ ...(before === undefined ? {} : { before }), limit }));
