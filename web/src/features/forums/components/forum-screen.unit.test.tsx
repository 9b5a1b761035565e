// @vitest-environment happy-dom
import type { User } from "@kominote/core/schemas/users";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { testMember } from "../../../testing/member";
import { currentUserQueryKey } from "../../auth/api/get-current-user";
import { userResponsesQueryOptions } from "../../my-responses/api/get-user-responses";
import { myResponses } from "../../my-responses/testing/responses";
import { renderWithData } from "../../services/testing/render-with-data";
import { forumPosts } from "../testing/forums";
import { ForumScreen } from "./forum-screen";

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const paths: string[] = [];

beforeEach(() => {
  paths.length = 0;
  vi.stubGlobal("fetch", async (request: Request) => {
    const path = new URL(request.url).pathname;
    paths.push(path);
    return path === "/api/forums/4/posts" ? json(forumPosts) : json({ code: "NOT_FOUND", message: "" }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForum = async (member: User | null, seedResponses: boolean) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, member);
  if (seedResponses) queryClient.setQueryData(userResponsesQueryOptions(7).queryKey, myResponses);
  return renderWithData(<ForumScreen forumId={4} />, { queryClient });
};

describe("ForumScreen", () => {
  it("shows the forum's posts under its title, known from the member's responses, with the way back to them", async () => {
    await renderForum(testMember, true);
    expect(await screen.findByRole("heading", { level: 1, name: "Kòman pou nou òganize jounen vaksinasyon an" })).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Rose Pierre" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "My responses" }).getAttribute("href")).toBe("/my-responses");
    expect(screen.getByLabelText("Reply")).toBeTruthy();
    expect(document.title).toBe("Kòman pou nou òganize jounen vaksinasyon an | Kominote");
  });

  it("names a forum reached by its address alone 'Forum'", async () => {
    await renderForum(testMember, false);
    expect(await screen.findByRole("heading", { level: 1, name: "Forum" })).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Jean Baptiste" })).toBeTruthy();
  });

  it("asks a visitor to sign in and reads nothing", async () => {
    await renderForum(null, false);
    expect(await screen.findByRole("heading", { name: "Sign in to take part in the discussions" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "My responses" })).toBeNull();
    expect(paths).toEqual([]);
  });
});
