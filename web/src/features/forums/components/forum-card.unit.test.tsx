// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { serviceForums } from "../testing/forums";
import { ForumCard } from "./forum-card";

afterEach(cleanup);

const [pinned, plain] = serviceForums;
if (pinned === undefined || plain === undefined) throw new Error("The test needs two forums");

describe("ForumCard", () => {
  it("has no pin button when it is not given a way to pin (members)", async () => {
    render(
      <Providers>
        <ForumCard forum={plain} onOpen={() => undefined} onReport={() => undefined} />
      </Providers>,
    );
    await screen.findByRole("button", { name: plain.title });
    expect(screen.queryByRole("button", { name: /Tache anlè|Retire anlè/ })).toBeNull();
  });

  it("pins a forum or unpins a pinned one through a button naming it, which waits while the change is on its way", async () => {
    const onPin = vi.fn();
    const { rerender } = render(
      <Providers>
        <ForumCard forum={plain} onOpen={() => undefined} onReport={() => undefined} onPin={onPin} />
      </Providers>,
    );
    const pin = await screen.findByRole("button", { name: `Tache anlè fowòm "${plain.title}"` });
    expect(pin.textContent).toBe("Tache anlè");
    fireEvent.click(pin);
    expect(onPin).toHaveBeenCalledWith(plain);

    rerender(
      <Providers>
        <ForumCard forum={plain} onOpen={() => undefined} onReport={() => undefined} onPin={onPin} isPinning />
      </Providers>,
    );
    const pending = screen.getByRole("button", { name: `K ap anrejistre plas fowòm "${plain.title}"...` });
    expect(pending.textContent).toBe("K ap anrejistre...");
    expect(pending.hasAttribute("disabled")).toBe(true);

    rerender(
      <Providers>
        <ForumCard forum={pinned} onOpen={() => undefined} onReport={() => undefined} onPin={onPin} />
      </Providers>,
    );
    expect(screen.getByRole("button", { name: `Retire anlè fowòm "${pinned.title}"` }).textContent).toBe("Retire anlè");
  });
});
