import type { MemberDataSource } from "@kominote/core/ports/member-data-source";
import { makeDeleteOwnAccount } from "@kominote/core/use-cases/delete-own-account";
import { makeExportOwnData } from "@kominote/core/use-cases/export-own-data";
import { makeSendAccountDeletionCode } from "@kominote/core/use-cases/send-account-deletion-code";
import { token, useCaseTokens } from "../../tokens";

/** A member's own data: the download of everything kept about them, and leaving. */
export const ownDataTokens = {
  memberDataSource: token<MemberDataSource>("MemberDataSource"),
  ...useCaseTokens({ makeExportOwnData, makeSendAccountDeletionCode, makeDeleteOwnAccount }),
} as const;
