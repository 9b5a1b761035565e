import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { runUseCase } from "../../http/run-use-case";
import { resolve } from "../../tokens";
import { systemTokens } from "./tokens";
import { handle, type HandlerMap } from "../../http/handler";

export const translationHandlers = (container: Container): HandlerMap => {
  const translateText = resolve(container, systemTokens.translateText);
  return {
    ...handle(apiRoute("translateText"), ({ body }, reply) => runUseCase(translateText(body), reply)),
  };
};
