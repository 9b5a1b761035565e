import { apiRoute } from "@kominote/core/contract/index";
import { livePresenceWindowMs } from "@kominote/core/rules/live-meeting";
import type { Container } from "inversify";
import { handle, type HandlerMap } from "../../http/handler";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { liveMeetingTokens } from "./tokens";

/** The status is the same for everyone: a phone or a proxy may keep it a few seconds (the stream pushes changes). */
const statusCache = "public, max-age=5";

/** The live meeting's calls: its status for everyone, start and stop for moderators, a tab's presence, the comments. */
export const liveMeetingHandlers = (container: Container): HandlerMap => {
  const { getLiveMeetingStatus, startLiveMeeting, stopLiveMeeting, reportLivePresence, viewerCountPublisher } = resolveEach(container, liveMeetingTokens, [
    "getLiveMeetingStatus",
    "startLiveMeeting",
    "stopLiveMeeting",
    "reportLivePresence",
    "viewerCountPublisher",
  ]);
  const { listLiveComments, postLiveComment } = resolveEach(container, liveMeetingTokens, ["listLiveComments", "postLiveComment"]);
  // Tabs that close without a goodbye leave the count within the presence window.
  viewerCountPublisher.startSweeping(livePresenceWindowMs / 3);
  return {
    ...handle(apiRoute("getLiveMeetingStatus"), (_input, reply) => runUseCase(getLiveMeetingStatus(), reply, { cache: statusCache })),
    ...handle(apiRoute("startLiveMeeting"), ({ member }, reply) => runUseCase(startLiveMeeting({ moderatorId: member.id }), reply)),
    ...handle(apiRoute("stopLiveMeeting"), ({ member }, reply) => runUseCase(stopLiveMeeting({ moderatorId: member.id }), reply)),
    ...handle(apiRoute("reportLivePresence"), ({ body }, reply) => runUseCase(reportLivePresence(body), reply)),
    ...handle(apiRoute("listLiveComments"), ({ query, member }, reply) => runUseCase(listLiveComments({ query, signedIn: member !== null }), reply)),
    ...handle(apiRoute("postLiveComment"), ({ body, member }, reply) => runUseCase(postLiveComment({ authorId: member.id, request: body }), reply, { status: 201 })),
  };
};
