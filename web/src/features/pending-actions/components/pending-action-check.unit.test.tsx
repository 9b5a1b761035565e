// @vitest-environment happy-dom
import { act, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { testMember } from "../../../testing/member";
import { toastQueue } from "../../../ui/toast-queue";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { ideasApi } from "../../ideas/testing";
import { currentUserQueryKey } from "../../auth/queries";
import { sampleIdeas } from "../../ideas/testing";
import { renderWithData } from "../../../testing/render-with-data";
import { hasStoredPendingAction } from "../../../lib/pending-actions/pending-action-flag";
import { savePendingAction } from "../../../lib/pending-actions/save-pending-action";
import { PendingActionCheck } from "./pending-action-check";

const [idea] = sampleIdeas;
if (idea === undefined) throw new Error("The tests need an idea");

const { calls } = mockApiInEachTest(...successHandlers(ideasApi));

beforeEach(() => {
  localStorage.clear();
});

const renderCheck = async (member: typeof testMember | null) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, member);
  return renderWithData(<PendingActionCheck />, { queryClient });
};

describe("PendingActionCheck", () => {
  it("does nothing when no action was saved", async () => {
    await renderCheck(testMember);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toEqual([]);
  });

  it("carries out a saved vote once the member is signed in, once, and forgets it", async () => {
    savePendingAction({ type: "voteOnIdea", ideaId: idea.id });
    const { router } = await renderCheck(testMember);
    await waitFor(() => expect(calls).toEqual([`POST /api/ideas/${idea.id}/vote`]));
    expect(hasStoredPendingAction()).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe("/ideas"));
    await waitFor(() => expect(toastQueue.visibleToasts[0]?.content.title).toBe("Your vote was accepted!"));
  });

  it("waits while a visitor signs in, then carries out the action saved on this page", async () => {
    const { queryClient } = await renderCheck(null);
    act(() => savePendingAction({ type: "voteOnIdea", ideaId: idea.id }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toEqual([]);
    expect(hasStoredPendingAction()).toBe(true);

    act(() => queryClient.setQueryData(currentUserQueryKey, testMember));
    await waitFor(() => expect(calls).toEqual([`POST /api/ideas/${idea.id}/vote`]));
    expect(hasStoredPendingAction()).toBe(false);
  });
});
