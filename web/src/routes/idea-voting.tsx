import { createFileRoute } from "@tanstack/react-router";
import { GuardChecking } from "../features/auth/components/guard-checking";
import { publicServicesQueryOptions } from "../features/services/api/get-public-services";
import { ideaSummaryQueryOptions, ideasQueryOptions, popularIdeasQueryOptions } from "../features/ideas/api/list-ideas";
import { IdeaVotingScreen } from "../features/ideas/components/idea-voting-screen";
import { requireMemberToVote } from "../features/ideas/lib/voting-guard";
import { requestLanguage } from "../i18n/request-language";

export const Route = createFileRoute("/idea-voting")({
  beforeLoad: requireMemberToVote,
  loader: async ({ context }) => {
    const language = requestLanguage();
    // The screen's first answers start with its code: most voted first, the top three, the figures.
    void context.queryClient.prefetchInfiniteQuery(ideasQueryOptions({ serviceId: null, sort: "votes" }, language));
    void context.queryClient.prefetchQuery(popularIdeasQueryOptions(null, language));
    void context.queryClient.prefetchQuery(ideaSummaryQueryOptions());
    await context.queryClient.ensureQueryData(publicServicesQueryOptions(language));
  },
  pendingMs: 0,
  pendingComponent: GuardChecking,
  component: IdeaVotingScreen,
});
