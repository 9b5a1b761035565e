import { KnexMemberDataSource } from "@kominote/adapters/own-data/knex-member-data-source";
import type { MemberDataSource } from "@kominote/core/ports/member-data-source";
import { makeExportOwnData } from "@kominote/core/use-cases/export-own-data";
import type { Container } from "inversify";
import { resolve, tokens, type Database, type Token } from "./tokens";

/** The keys of a member's own data; kept with their bindings, as only this area reads them. */
export const ownDataTokens = {
  memberDataSource: Symbol("MemberDataSource") as Token<MemberDataSource>,
  exportOwnData: Symbol("ExportOwnData") as Token<ReturnType<typeof makeExportOwnData>>,
} as const;

/** A member's own data: the download of everything kept about them. Needs the clock. */
export const bindOwnData = (container: Container, database: Database): void => {
  container.bind(ownDataTokens.memberDataSource).toConstantValue(new KnexMemberDataSource(database));
  container.bind(ownDataTokens.exportOwnData).toDynamicValue((ctx) =>
    makeExportOwnData({ memberData: resolve(ctx, ownDataTokens.memberDataSource), clock: resolve(ctx, tokens.clock) }),
  );
};
