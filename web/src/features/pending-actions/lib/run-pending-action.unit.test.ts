// @vitest-environment happy-dom
import errors from "@kominote/core/i18n/messages/errors/ht";
import type { User } from "@kominote/core/schemas/users";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { testMember } from "../../../testing/member";
import { currentUserQueryKey } from "../../auth/queries";
import { publicServicesQueryOptions } from "../../services/queries";
import { allIdeasNewestFirst, ideasOf, ideasQueryOptions, popularIdeasQueryOptions } from "../../ideas/api/list-ideas";
import { asPages, sampleIdeas } from "../../ideas/testing";
import { takeRestoredIdeaDraft } from "../../../lib/pending-actions/restored-idea-draft";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { ideasApi, ideasServer } from "../../ideas/testing";
import { servicesApi } from "../../services/testing";
import { runPendingAction, type PendingActionContext } from "./run-pending-action";

const [first] = sampleIdeas;
if (first === undefined) throw new Error("The tests need an idea");

const { server, calls } = mockApiInEachTest(...successHandlers(ideasApi, servicesApi));

afterEach(() => {
  takeRestoredIdeaDraft(() => true);
});

const contextAt = (currentPath: string, member: User = testMember) => {
  const queryClient = createQueryClient();
  const navigate = vi.fn<(path: string) => void>();
  const context: PendingActionContext = { member, queryClient, language: "en", currentPath, navigate };
  return { context, queryClient, navigate };
};

describe("runPendingAction", () => {
  it("casts the saved vote, shows it in the cached list and lands on /ideas", async () => {
    const { context, queryClient, navigate } = contextAt("/");
    const list = ideasQueryOptions(allIdeasNewestFirst, "en").queryKey;
    const popular = popularIdeasQueryOptions(null, "en").queryKey;
    queryClient.setQueryData(list, asPages(sampleIdeas));
    queryClient.setQueryData(popular, [...sampleIdeas]);
    const outcome = await runPendingAction({ type: "voteOnIdea", ideaId: first.id }, context);
    expect(outcome).toEqual({ ok: true, notice: { key: "ideas.vote.done" } });
    expect(calls).toContain(`POST /api/ideas/${first.id}/vote`);
    expect(ideasOf(queryClient.getQueryData(list)).find((idea) => idea.id === first.id)?.hasVoted).toBe(true);
    expect(queryClient.getQueryData(popular)?.find((idea) => idea.id === first.id)?.voteCount).toBe(first.voteCount + 1);
    expect(navigate).toHaveBeenCalledWith("/ideas");
  });

  it("says why a vote failed, with the server's message, and still shows the ideas", async () => {
    server.use(...ideasServer([]).handlers);
    const { context, navigate } = contextAt("/ideas");
    const outcome = await runPendingAction({ type: "voteOnIdea", ideaId: first.id }, context);
    expect(outcome).toEqual({ ok: false, title: "ideas.failed.title", fallback: "ideas.vote.failed", serverMessage: "Ide a pa jwenn." });
    // Already on /ideas: no navigation needed.
    expect(navigate).not.toHaveBeenCalled();
  });

  it("counts a vote the member had already cast as done", async () => {
    server.use(...ideasServer([{ ...first, hasVoted: true }]).handlers);
    const { context, navigate } = contextAt("/");
    expect(await runPendingAction({ type: "voteOnIdea", ideaId: first.id }, context)).toEqual({ ok: true });
    expect(navigate).toHaveBeenCalledWith("/ideas");
  });

  it("hands the typed idea back to the form of the page it was written on, sending nothing", async () => {
    const { context, navigate } = contextAt("/");
    const outcome = await runPendingAction(
      { type: "createIdea", serviceId: 2, content: "Plis lekòl nan mòn yo", returnPath: "/services/edikasyon" },
      context,
    );
    expect(outcome).toEqual({ ok: true });
    expect(calls).toEqual([]);
    expect(navigate).toHaveBeenCalledWith("/services/edikasyon");
    expect(takeRestoredIdeaDraft((draft) => draft.serviceId === 2)).toEqual({
      serviceId: 2,
      content: "Plis lekòl nan mòn yo",
      returnPath: "/services/edikasyon",
    });
  });

  it("joins the saved service, shows the member in it and lands on its page", async () => {
    const { context, queryClient, navigate } = contextAt("/services/edikasyon");
    const outcome = await runPendingAction({ type: "joinService", serviceId: 2, returnPath: "/services/edikasyon" }, context);
    expect(outcome).toEqual({ ok: true, notice: { key: "services.join.done", params: { name: "Edikasyon" } } });
    expect(queryClient.getQueryData<User>(currentUserQueryKey)?.joinedServiceId).toBe(2);
    expect(queryClient.getQueryData(publicServicesQueryOptions("en").queryKey)).toBeDefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("does not join again a service the member is already in", async () => {
    const { context, navigate } = contextAt("/", { ...testMember, joinedServiceId: 2 });
    expect(await runPendingAction({ type: "joinService", serviceId: 2, returnPath: "/services/edikasyon" }, context)).toEqual({ ok: true });
    expect(calls).toEqual([]);
    expect(navigate).toHaveBeenCalledWith("/services/edikasyon");
  });

  it("says the join failed and still lands on the service", async () => {
    server.use(...servicesApi.joinService.answers.serverError);
    const { context, navigate } = contextAt("/");
    const outcome = await runPendingAction({ type: "joinService", serviceId: 2, returnPath: "/services/edikasyon" }, context);
    expect(outcome).toEqual({ ok: false, title: "services.join.failed.title", fallback: "services.join.failed.text", serverMessage: errors["errors.server.internal"] });
    expect(navigate).toHaveBeenCalledWith("/services/edikasyon");
  });

  it("opens the map for a place the visitor wanted to add", async () => {
    const { context, navigate } = contextAt("/lokate");
    expect(await runPendingAction({ type: "addLocation" }, context)).toEqual({ ok: true });
    expect(navigate).toHaveBeenCalledWith("/map");
  });

  it("opens the tool the visitor asked for", async () => {
    const { context, navigate } = contextAt("/tools");
    expect(await runPendingAction({ type: "accessTool", toolId: "ai-assistant", returnPath: "/ai-assistant" }, context)).toEqual({ ok: true });
    expect(calls).toEqual([]);
    expect(navigate).toHaveBeenCalledWith("/ai-assistant");
  });
});
