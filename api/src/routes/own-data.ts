import { apiRoute } from "@kominote/core/contract/index";
import { Effect } from "effect";
import type { Container } from "inversify";
import { runUseCase } from "../http/run-use-case";
import { ownDataTokens } from "../own-data-bindings";
import { resolve } from "../tokens";
import { handle, type HandlerMap } from "./handler";

/** The signed-in member's own data. */
export const ownDataHandlers = (container: Container): HandlerMap => {
  const exportOwnData = resolve(container, ownDataTokens.exportOwnData);
  return {
    ...handle(apiRoute("exportOwnData"), ({ request }, reply) =>
      // A member route: the access check has already refused anyone signed out.
      runUseCase(
        exportOwnData(request.member?.id ?? 0).pipe(
          Effect.tap(({ fileName }) =>
            Effect.sync(() => {
              // Saved as a file by the browser; personal data, so no cache along the way keeps a copy.
              reply.header("content-disposition", `attachment; filename="${fileName}"`).header("cache-control", "private, no-store");
            }),
          ),
          Effect.map(({ document }) => document),
        ),
        reply,
      ),
    ),
  };
};
