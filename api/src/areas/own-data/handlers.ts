import { apiRoute } from "@kominote/core/contract/index";
import { Effect } from "effect";
import type { Container } from "inversify";
import { translate } from "../../http/messages";
import { runUseCase } from "../../http/run-use-case";
import { clearSessionCookie } from "../../http/session-cookie";
import { ownDataTokens } from "./tokens";
import { resolve, resolveEach, tokens } from "../../tokens";
import { handle, type HandlerMap } from "../../http/handler";

/** The signed-in member's own data, and leaving the platform. */
export const ownDataHandlers = (container: Container): HandlerMap => {
  const config = resolve(container, tokens.config);
  const { exportOwnData, sendAccountDeletionCode, deleteOwnAccount } =
    resolveEach(container, ownDataTokens, ["exportOwnData", "sendAccountDeletionCode", "deleteOwnAccount"]);
  return {
    ...handle(apiRoute("exportOwnData"), ({ member }, reply) =>
      // A member route: the access check has already refused anyone signed out.
      runUseCase(
        exportOwnData(member.id).pipe(
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
    ...handle(apiRoute("sendAccountDeletionCode"), ({ language, member }, reply) =>
      runUseCase(
        sendAccountDeletionCode({ userId: member.id, language }).pipe(
          Effect.map((sent) => ({ ...sent, message: translate(language, "auth.codeRequest.sent", { contact: sent.contact }) })),
        ),
        reply,
      ),
    ),
    ...handle(apiRoute("deleteOwnAccount"), ({ body, member }, reply) =>
      runUseCase(
        deleteOwnAccount({ userId: member.id, code: body.code }).pipe(
          // Every session, this one included, ended server-side; the browser drops its cookie too.
          Effect.tap(() => Effect.sync(() => clearSessionCookie(reply, config))),
        ),
        reply,
        { status: 204 },
      ),
    ),
  };
};
