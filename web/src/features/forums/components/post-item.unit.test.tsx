// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { forumPosts, threadNow } from "../testing/forums";
import { PostItem } from "./post-item";

afterEach(cleanup);

const [liked, fresh, recent] = forumPosts;
if (liked === undefined || fresh === undefined || recent === undefined) throw new Error("The test needs three posts");

describe("PostItem", () => {
  it("says how long ago the post was written, in Creole words", async () => {
    render(
      <Providers>
        <PostItem post={recent} now={threadNow} isLiking={false} onLike={() => undefined} onReport={() => undefined} />
      </Providers>,
    );
    expect((await screen.findByText("5 minit pase")).getAttribute("dateTime")).toBe(recent.createdAt);
    expect(screen.getByText("1 moun renmen l")).toBeTruthy();
  });

  it("offers no like on the member's own post, still showing its likes", async () => {
    render(
      <Providers>
        <PostItem post={{ ...recent, isOwn: true }} now={threadNow} isLiking={false} onLike={() => undefined} onReport={() => undefined} />
      </Providers>,
    );
    expect(await screen.findByText("1 moun renmen l")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Renmen/ })).toBeNull();
  });

  it("likes through its button, which waits while a like is on its way", async () => {
    const onLike = vi.fn();
    const { rerender } = render(
      <Providers>
        <PostItem post={fresh} now={threadNow} isLiking={false} onLike={onLike} onReport={() => undefined} />
      </Providers>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Renmen mesaj Rose Pierre an" }));
    expect(onLike).toHaveBeenCalledWith(fresh);
    rerender(
      <Providers>
        <PostItem post={fresh} now={threadNow} isLiking onLike={onLike} onReport={() => undefined} />
      </Providers>,
    );
    expect(screen.getByRole("button", { name: "Renmen mesaj Rose Pierre an" }).hasAttribute("disabled")).toBe(true);
    expect(screen.queryByText(/moun renmen l/)).toBeNull();
  });
});
