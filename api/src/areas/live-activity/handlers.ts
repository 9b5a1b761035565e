import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { runUseCase } from "../../http/run-use-case";
import { resolve } from "../../tokens";
import { handle, type HandlerMap } from "../../http/handler";
import { liveActivityTokens } from "./tokens";

/** A visitor's browser may keep the answer as long as the server does; never a shared cache (a member's answer names people). */
const visitorActivityCache = "private, max-age=3";

/** The live activity bar's content; its pusher starts with the handlers, idle while no stream is open. */
export const liveActivityHandlers = (container: Container): HandlerMap => {
  const getLiveActivity = resolve(container, liveActivityTokens.getLiveActivity);
  resolve(container, liveActivityTokens.activityPusher).start();
  return handle(apiRoute("getLiveActivity"), ({ member, language }, reply) =>
    runUseCase(getLiveActivity({ signedIn: member !== null, language }), reply, member === null ? { cache: visitorActivityCache } : {}),
  );
};
