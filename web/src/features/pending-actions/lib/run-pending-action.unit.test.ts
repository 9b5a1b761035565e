// @vitest-environment happy-dom
import type { Idea } from "@kominote/core/schemas/ideas";
import type { User } from "@kominote/core/schemas/users";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { testMember } from "../../../testing/member";
import { currentUserQueryKey } from "../../auth/queries";
import { publicServicesQueryOptions } from "../../services/queries";
import { servicesWithImages } from "../../../testing/services";
import { allIdeasNewestFirst, ideasOf, ideasQueryOptions, popularIdeasQueryOptions } from "../../ideas/api/list-ideas";
import { asPages, sampleIdeas } from "../../ideas/testing/ideas";
import { takeRestoredIdeaDraft } from "../../../lib/pending-actions/restored-idea-draft";
import { runPendingAction, type PendingActionContext } from "./run-pending-action";

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

interface Server {
  voteStatus: number;
  voteCode: string;
  joinStatus: number;
  readonly calls: string[];
}

let server: Server;
const [first] = sampleIdeas;
if (first === undefined) throw new Error("The tests need an idea");

beforeEach(() => {
  server = { voteStatus: 200, voteCode: "IDEA.NOT_FOUND", joinStatus: 200, calls: [] };
  vi.stubGlobal("fetch", async (request: Request) => {
    const path = new URL(request.url).pathname;
    server.calls.push(`${request.method} ${path}`);
    if (path === `/api/ideas/${first.id}/vote` && request.method === "POST") {
      if (server.voteStatus !== 200) return json({ code: server.voteCode, message: "Ide a pa jwenn." }, server.voteStatus);
      return json({ ...first, voteCount: first.voteCount + 1, hasVoted: true } satisfies Idea);
    }
    // The lists are asked again after the vote; their answers do not matter here.
    if (path === "/api/ideas") return json(sampleIdeas);
    if (path === "/api/services/2/join" && request.method === "POST") {
      if (server.joinStatus !== 200) return json({ code: "INTERNAL", message: "Erè" }, server.joinStatus);
      return json({ ...testMember, joinedServiceId: 2 } satisfies User);
    }
    if (path === "/api/public-services") return json(servicesWithImages);
    return json({ code: "NOT_FOUND", message: "" }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
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
    expect(server.calls).toContain(`POST /api/ideas/${first.id}/vote`);
    expect(ideasOf(queryClient.getQueryData(list)).find((idea) => idea.id === first.id)?.hasVoted).toBe(true);
    expect(queryClient.getQueryData(popular)?.find((idea) => idea.id === first.id)?.voteCount).toBe(first.voteCount + 1);
    expect(navigate).toHaveBeenCalledWith("/ideas");
  });

  it("says why a vote failed, with the server's message, and still shows the ideas", async () => {
    server.voteStatus = 404;
    const { context, navigate } = contextAt("/ideas");
    const outcome = await runPendingAction({ type: "voteOnIdea", ideaId: first.id }, context);
    expect(outcome).toEqual({ ok: false, title: "ideas.failed.title", fallback: "ideas.vote.failed", serverMessage: "Ide a pa jwenn." });
    // Already on /ideas: no navigation needed.
    expect(navigate).not.toHaveBeenCalled();
  });

  it("counts a vote the member had already cast as done", async () => {
    server.voteStatus = 409;
    server.voteCode = "IDEA.ALREADY_VOTED";
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
    expect(server.calls).toEqual([]);
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
    expect(server.calls).toEqual([]);
    expect(navigate).toHaveBeenCalledWith("/services/edikasyon");
  });

  it("says the join failed and still lands on the service", async () => {
    server.joinStatus = 500;
    const { context, navigate } = contextAt("/");
    const outcome = await runPendingAction({ type: "joinService", serviceId: 2, returnPath: "/services/edikasyon" }, context);
    expect(outcome).toEqual({ ok: false, title: "services.join.failed.title", fallback: "services.join.failed.text", serverMessage: "Erè" });
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
    expect(server.calls).toEqual([]);
    expect(navigate).toHaveBeenCalledWith("/ai-assistant");
  });
});
