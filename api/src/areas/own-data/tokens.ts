import type { MemberDataSource } from "@kominote/core/ports/member-data-source";
import type { makeDeleteOwnAccount } from "@kominote/core/use-cases/delete-own-account";
import type { makeExportOwnData } from "@kominote/core/use-cases/export-own-data";
import type { makeSendAccountDeletionCode } from "@kominote/core/use-cases/send-account-deletion-code";
import { token } from "../../tokens";

/** A member's own data: the download of everything kept about them, and leaving. */
export const ownDataTokens = {
  memberDataSource: token<MemberDataSource>("MemberDataSource"),
  exportOwnData: token<ReturnType<typeof makeExportOwnData>>("ExportOwnData"),
  sendAccountDeletionCode: token<ReturnType<typeof makeSendAccountDeletionCode>>("SendAccountDeletionCode"),
  deleteOwnAccount: token<ReturnType<typeof makeDeleteOwnAccount>>("DeleteOwnAccount"),
} as const;
