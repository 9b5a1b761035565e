import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { runUseCase } from "../http/run-use-case";
import { resolve, tokens } from "../tokens";
import { handle, type HandlerMap } from "./handler";

export const translationHandlers = (container: Container): HandlerMap => {
  const translateText = resolve(container, tokens.translateText);
  return {
    ...handle(apiRoute("translateText"), ({ body }, reply) => runUseCase(translateText(body), reply)),
  };
};
