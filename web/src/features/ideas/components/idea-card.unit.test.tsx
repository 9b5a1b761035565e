// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { ideasNow, sampleIdeas } from "../testing/ideas";
import { IdeaCard } from "./idea-card";

afterEach(cleanup);

const [, , books] = sampleIdeas;

describe("IdeaCard", () => {
  it("offers the vote to other members and only the count to the idea's author", async () => {
    if (books === undefined) throw new Error("no sample idea");
    const card = (isOwn: boolean) =>
      render(
        <Providers>
          <IdeaCard idea={{ ...books, hasVoted: false, isOwn }} now={ideasNow} isVoting={false} onVote={() => undefined} />
        </Providers>,
      );
    card(false);
    await screen.findByText(books.content);
    expect(screen.queryByRole("button")).not.toBeNull();
    cleanup();
    card(true);
    await screen.findByText(books.content);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
