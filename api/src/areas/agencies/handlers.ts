import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { publicCatalogCache } from "../../http/cacheable";
import { handle, type HandlerMap } from "../../http/handler";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { agenciesTokens } from "./tokens";

/** The directory: the public list (the same for everyone, cached like the catalogue) and a member's submission. */
export const agencyHandlers = (container: Container): HandlerMap => {
  const { listGovernmentAgencies, submitGovernmentAgency } = resolveEach(container, agenciesTokens, ["listGovernmentAgencies", "submitGovernmentAgency"]);
  return {
    ...handle(apiRoute("listGovernmentAgencies"), (_input, reply) =>
      runUseCase(listGovernmentAgencies(), reply, { cache: publicCatalogCache }),
    ),
    ...handle(apiRoute("createGovernmentAgency"), ({ body, member }, reply) =>
      runUseCase(submitGovernmentAgency({ memberId: member.id, request: body }), reply, { status: 201 }),
    ),
  };
};
