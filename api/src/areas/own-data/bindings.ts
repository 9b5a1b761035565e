import { KnexAccountEraser } from "@kominote/adapters/accounts/knex-account-eraser";
import { KnexMemberDataSource } from "@kominote/adapters/own-data/knex-member-data-source";
import { erasuresSeenBy } from "@kominote/adapters/places/place-change-writers";
import { makeDeleteOwnAccount } from "@kominote/core/use-cases/delete-own-account";
import { makeExportOwnData } from "@kominote/core/use-cases/export-own-data";
import { makeSendAccountDeletionCode } from "@kominote/core/use-cases/send-account-deletion-code";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { codeSendingOf } from "../accounts/code-sending";
import { ownDataTokens } from "./tokens";
import { accountsTokens } from "../accounts/tokens";
import { placesTokens } from "../places/tokens";
import { systemTokens } from "../system/tokens";

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
      users: resolve(ctx, accountsTokens.userRepository),
      codes: resolve(ctx, accountsTokens.loginCodeStore),
      hasher: resolve(ctx, accountsTokens.secretHasher),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
      // The member's places stay on the map without their name and photos: the places' memory is told.
      eraser: erasuresSeenBy(new KnexAccountEraser(database), resolve(ctx, placesTokens.approvedPlaces)),
      storage: resolve(ctx, systemTokens.fileStorage),
      sessions: resolve(ctx, accountsTokens.sessionStore),
    }),
  );
}
