import { apiRoute } from "@kominote/core/contract/index";
import { Effect } from "effect";
import type { Container } from "inversify";
import { translate } from "../../http/messages";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { moderationTokens } from "./tokens";
import { handle, type HandlerMap } from "../../http/handler";

/** Members report ideas, forums and posts; moderators read the reports, hide what breaks the rules and dismiss the rest. */
export const reportHandlers = (container: Container): HandlerMap => {
  const { reportContent, listContentReports, hideContent, dismissReports } =
    resolveEach(container, moderationTokens, ["reportContent", "listContentReports", "hideContent", "dismissReports"]);

  return {
    // A member route: the access check has already refused anyone signed out.
    ...handle(apiRoute("reportContent"), ({ body, language, member }, reply) =>
      runUseCase(
        reportContent({ reporterId: member.id, request: body }).pipe(
          Effect.map(({ messageKey }) => ({ message: translate(language, messageKey) })),
        ),
        reply,
      ),
    ),
    // Moderator routes: the access check has already refused anyone signed out or below moderator.
    ...handle(apiRoute("listContentReports"), (_input, reply) => runUseCase(listContentReports(), reply)),
    ...handle(apiRoute("dismissContentReports"), ({ body, member }, reply) =>
      runUseCase(dismissReports({ moderatorId: member.id, request: body }), reply),
    ),
    ...handle(apiRoute("hideContent"), ({ params, body, member }, reply) =>
      runUseCase(
        // What is hidden leaves the cached lists at once: the caches see the hiding (api/src/areas/moderation/kinds.ts).
        hideContent({ kind: params.kind, id: params.id, reason: body.reason, moderatorId: member.id }),
        reply,
        { status: 204 },
      ),
    ),
  };
};
