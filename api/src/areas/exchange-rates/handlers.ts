import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { publicCatalogCache } from "../../http/cacheable";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { exchangeRatesTokens } from "./tokens";
import { handle, type HandlerMap } from "../../http/handler";

/** The converter's rates: public and read on every visit, so phones keep them like the catalogue (a 304 when unchanged). */
export const exchangeRateHandlers = (container: Container): HandlerMap => {
  const { getExchangeRates, updateExchangeRates } = resolveEach(container, exchangeRatesTokens, ["getExchangeRates", "updateExchangeRates"]);
  return {
    ...handle(apiRoute("getExchangeRates"), (_input, reply) => runUseCase(getExchangeRates(), reply, { cache: publicCatalogCache })),
    ...handle(apiRoute("updateExchangeRates"), ({ body, member }, reply) =>
      // An admin route: the access check has already refused anyone else.
      runUseCase(updateExchangeRates({ rates: body.rates, adminId: member.id }), reply),
    ),
  };
};
