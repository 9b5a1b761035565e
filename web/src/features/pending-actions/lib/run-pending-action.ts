import type { ErrorCode } from "@kominote/core/errors/codes";
import type { MessageKey } from "@kominote/core/i18n/messages";
import type { Language } from "@kominote/core/i18n/languages";
import { pendingActionReturnPath, type PendingAction } from "@kominote/core/rules/pending-actions";
import type { User } from "@kominote/core/schemas/users";
import type { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../../../api/api-error";
import { currentUserQueryKey } from "../../auth/queries";
import { joinService, serviceTasksQueryPrefix } from "../../services";
import { publicServicesQueryOptions } from "../../services/queries";
import { applyVotedIdea, ideasQueryPrefix, voteIdea } from "../../ideas";
import { restoreIdeaDraft } from "../../../lib/pending-actions/restored-idea-draft";

const alreadyVoted: ErrorCode = "IDEA.ALREADY_VOTED";

export interface PendingActionContext {
  readonly member: User;
  readonly queryClient: QueryClient;
  readonly language: Language;
  /** The address shown now (path and query), so landing where the member already is costs no navigation. */
  readonly currentPath: string;
  readonly navigate: (path: string) => void;
}

/** What to tell the member once the action is carried out: a success, or why it could not be. */
export type PendingActionOutcome =
  | { readonly ok: true; readonly notice?: { readonly key: MessageKey; readonly params?: Readonly<Record<string, string>> } }
  | { readonly ok: false; readonly title: MessageKey; readonly fallback: MessageKey; readonly serverMessage?: string };

const failed = (title: MessageKey, fallback: MessageKey, error: unknown): PendingActionOutcome => ({
  ok: false,
  title,
  fallback,
  ...(isApiError(error) && error.serverMessage !== undefined ? { serverMessage: error.serverMessage } : {}),
});

const carryOut = async (action: PendingAction, context: PendingActionContext): Promise<PendingActionOutcome> => {
  const { member, queryClient } = context;
  switch (action.type) {
    case "voteOnIdea":
      try {
        await applyVotedIdea(queryClient, await voteIdea(action.ideaId));
        return { ok: true, notice: { key: "ideas.vote.done" } };
      } catch (error) {
        // Voted already (on another device, or before signing out): what the member wanted is done.
        if (isApiError(error) && error.code === alreadyVoted) {
          await queryClient.invalidateQueries({ queryKey: ideasQueryPrefix });
          return { ok: true };
        }
        return failed("ideas.failed.title", "ideas.vote.failed", error);
      }
    case "createIdea":
      // Nothing is sent: the member reads the idea again in its form and shares it themselves.
      restoreIdeaDraft({ serviceId: action.serviceId ?? null, content: action.content, returnPath: action.returnPath });
      return { ok: true };
    case "joinService": {
      if (member.joinedServiceId === action.serviceId) return { ok: true };
      try {
        const joined = await joinService(action.serviceId);
        queryClient.setQueryData(currentUserQueryKey, joined);
        await queryClient.invalidateQueries({ queryKey: serviceTasksQueryPrefix(action.serviceId) });
        const services = await queryClient.ensureQueryData(publicServicesQueryOptions(context.language)).catch(() => []);
        const service = services.find((candidate) => candidate.id === action.serviceId);
        return service === undefined ? { ok: true } : { ok: true, notice: { key: "services.join.done", params: { name: service.name } } };
      } catch (error) {
        return failed("services.join.failed.title", "services.join.failed.text", error);
      }
    }
    case "accessTool":
    case "addLocation":
      return { ok: true };
  }
};

/**
 * Carries out what a visitor started before signing in (DECISIONS 1): the vote is cast, the idea
 * form gets its text back, the service is joined, the tool opens. The member then lands where the
 * action belongs, whether it worked or not, so they see its result.
 */
export const runPendingAction = async (action: PendingAction, context: PendingActionContext): Promise<PendingActionOutcome> => {
  const outcome = await carryOut(action, context);
  const target = pendingActionReturnPath(action);
  if (target !== context.currentPath) context.navigate(target);
  return outcome;
};
