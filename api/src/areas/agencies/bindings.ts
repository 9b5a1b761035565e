import { CachedAgencyDirectory } from "@kominote/adapters/agencies/cached-agency-directory";
import { KnexAgencyDirectory } from "@kominote/adapters/agencies/knex-agency-directory";
import { makeListGovernmentAgencies } from "@kominote/core/use-cases/list-government-agencies";
import { makeSubmitGovernmentAgency } from "@kominote/core/use-cases/submit-government-agency";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { agenciesTokens } from "./tokens";

/**
 * How long the directory is served from memory, as long as the catalogue's. An approval through
 * this server shows at once (the verdict goes through the cache's `seeing`, in ../moderation/kinds.ts);
 * a change made around the server shows within this time.
 */
const directoryCacheMs = 5_000;

/** The government agencies directory: the public list and members' submissions. Needs the clock. */
export const bindAgencies = (container: Container, database: Database): void => {
  const transactions = resolve(container, tokens.transactions);
  container
    .bind(agenciesTokens.agencyDirectory)
    .toDynamicValue(
      (ctx) =>
        new CachedAgencyDirectory(new KnexAgencyDirectory(database), resolve(ctx, tokens.clock), directoryCacheMs, (forget) =>
          transactions.afterCommit(forget),
        ),
    );
  container
    .bind(agenciesTokens.listGovernmentAgencies)
    .toDynamicValue((ctx) => makeListGovernmentAgencies({ agencies: resolve(ctx, agenciesTokens.agencyDirectory) }));
  container
    .bind(agenciesTokens.submitGovernmentAgency)
    .toDynamicValue((ctx) => makeSubmitGovernmentAgency({ agencies: resolve(ctx, agenciesTokens.agencyDirectory) }));
};
