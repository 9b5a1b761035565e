// @vitest-environment happy-dom
import type { User } from "@kominote/core/schemas/users";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { testMember } from "../../../testing/member";
import { currentUserQueryKey } from "../../auth/queries";
import { userResponsesQueryOptions } from "../api/get-user-responses";
import { myResponses } from "../../my-responses/testing/responses";
import { renderWithData } from "../../../testing/render-with-data";
import { forumPosts, serviceForums } from "../testing/forums";
import { ForumScreen } from "./forum-screen";

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const paths: string[] = [];
const notFound = () => json({ code: "FORUM.NOT_FOUND", message: "This forum was not found." }, 404);
let forumAnswer: () => Response;

beforeEach(() => {
  paths.length = 0;
  forumAnswer = () => json({ ...serviceForums[0], title: "Vaksen pou timoun yo" });
  vi.stubGlobal("fetch", async (request: Request) => {
    const path = new URL(request.url).pathname;
    paths.push(path);
    if (path === "/api/forums/4/posts") return json(forumPosts);
    return path === "/api/forums/4" ? forumAnswer() : notFound();
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
    forumAnswer = () => new Response(null, { status: 503 });
    await renderForum(testMember, true);
    expect(await screen.findByRole("heading", { level: 1, name: "Kòman pou nou òganize jounen vaksinasyon an" })).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Rose Pierre" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "My responses" }).getAttribute("href")).toBe("/my-responses");
    expect(screen.getByLabelText("Reply")).toBeTruthy();
    expect(document.title).toBe("Kòman pou nou òganize jounen vaksinasyon an | Kominote");
  });

  it("asks for a forum reached by its address alone together with its posts, and titles the page with it", async () => {
    await renderForum(testMember, false);
    expect(await screen.findByRole("heading", { level: 1, name: "Vaksen pou timoun yo" })).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Jean Baptiste" })).toBeTruthy();
    expect([...paths].sort()).toEqual(["/api/forums/4", "/api/forums/4/posts"]);
  });

  it("says a hidden or unknown forum is not available, with no thread to reply in", async () => {
    forumAnswer = notFound;
    await renderForum(testMember, false);
    expect((await screen.findByText("This forum does not exist or is no longer available.")).getAttribute("role")).toBe("alert");
    expect(screen.getByRole("heading", { level: 1, name: "Forum" })).toBeTruthy();
    expect(screen.queryByLabelText("Reply")).toBeNull();
  });

  it("asks a visitor to sign in and reads nothing", async () => {
    await renderForum(null, false);
    expect(await screen.findByRole("heading", { name: "Sign in to take part in the discussions" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "My responses" })).toBeNull();
    expect(paths).toEqual([]);
  });
});
