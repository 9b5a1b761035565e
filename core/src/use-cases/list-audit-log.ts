import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { AuditEntry, AuditLog } from "../ports/moderation/audit-log";
import type { AuditLogQuery } from "../schemas/moderation";

/** A page of the moderation audit log, newest first, each target named in the reader's language. */
export const makeListAuditLog =
  ({ auditLog }: { auditLog: AuditLog }) =>
  ({ before, limit, language }: AuditLogQuery & { readonly language: Language }): Effect.Effect<AuditEntry[], DomainError> =>
    Effect.promise(() => auditLog.list({ ...(before === undefined ? {} : { before }), limit, language }));
