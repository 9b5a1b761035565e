// @vitest-environment happy-dom
import type { User } from "@kominote/core/schemas/users";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { testMember } from "../../../testing/member";
import { currentUserQueryKey } from "../../auth/queries";
import { userResponsesQueryOptions } from "../api/get-user-responses";
import { myResponses } from "../../my-responses/testing";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { renderWithData } from "../../../testing/render-with-data";
import { forumsApi, forumsServer } from "../testing/api-handlers";
import { serviceForums } from "../testing/forums";
import { ForumScreen } from "./forum-screen";

/** The forum as the API answers it when reached by its address: named as its creator last titled it. */
const renamedForums = () => forumsServer([{ ...serviceForums[0]!, title: "Vaksen pou timoun yo" }]).handlers;

const { server, paths } = mockApiInEachTest(...renamedForums());

const renderForum = async (member: User | null, seedResponses: boolean) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, member);
  if (seedResponses) queryClient.setQueryData(userResponsesQueryOptions(7).queryKey, myResponses);
  return renderWithData(<ForumScreen forumId={4} />, { queryClient });
};

describe("ForumScreen", () => {
  it("shows the forum's posts under its title, known from the member's responses, with the way back to them", async () => {
    server.use(...forumsApi.getForum.answers.unavailable);
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
    server.use(...forumsApi.getForum.answers.notFound);
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
