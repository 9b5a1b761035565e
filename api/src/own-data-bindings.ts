import { KnexAccountEraser } from "@kominote/adapters/accounts/knex-account-eraser";
import { KnexMemberDataSource } from "@kominote/adapters/own-data/knex-member-data-source";
import type { MemberDataSource } from "@kominote/core/ports/member-data-source";
import { makeDeleteOwnAccount } from "@kominote/core/use-cases/delete-own-account";
import { makeExportOwnData } from "@kominote/core/use-cases/export-own-data";
import { makeSendAccountDeletionCode } from "@kominote/core/use-cases/send-account-deletion-code";
import type { Container } from "inversify";
import { codeSendingOf, resolve, tokens, type Database, type Token } from "./tokens";

/** The keys of a member's own data; kept with their bindings, as only this area reads them. */
export const ownDataTokens = {
  memberDataSource: Symbol("MemberDataSource") as Token<MemberDataSource>,
  exportOwnData: Symbol("ExportOwnData") as Token<ReturnType<typeof makeExportOwnData>>,
  sendAccountDeletionCode: Symbol("SendAccountDeletionCode") as Token<ReturnType<typeof makeSendAccountDeletionCode>>,
  deleteOwnAccount: Symbol("DeleteOwnAccount") as Token<ReturnType<typeof makeDeleteOwnAccount>>,
} as const;

/**
 * A member's own data: the download of everything kept about them, and leaving (decision 0020).
 * Needs the accounts' bindings (members, codes, sessions, messages) and the file storage.
 */
export const bindOwnData = (container: Container, database: Database): void => {
  container.bind(ownDataTokens.memberDataSource).toConstantValue(new KnexMemberDataSource(database));
  container.bind(ownDataTokens.exportOwnData).toDynamicValue((ctx) =>
    makeExportOwnData({ memberData: resolve(ctx, ownDataTokens.memberDataSource), clock: resolve(ctx, tokens.clock) }),
  );
  container.bind(ownDataTokens.sendAccountDeletionCode).toDynamicValue((ctx) =>
    makeSendAccountDeletionCode(codeSendingOf(ctx)),
  );
  container.bind(ownDataTokens.deleteOwnAccount).toDynamicValue((ctx) =>
    makeDeleteOwnAccount({
      users: resolve(ctx, tokens.userRepository),
      codes: resolve(ctx, tokens.loginCodeStore),
      hasher: resolve(ctx, tokens.secretHasher),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
      eraser: new KnexAccountEraser(database),
      storage: resolve(ctx, tokens.fileStorage),
      sessions: resolve(ctx, tokens.sessionStore),
    }),
  );
}
