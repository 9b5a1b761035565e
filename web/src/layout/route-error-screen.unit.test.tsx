// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../testing/story-providers";
import { RouteErrorScreen } from "./route-error-screen";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("RouteErrorScreen", () => {
  it("explains the failure without technical detail and lets the reader try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reset = vi.fn();
    render(
      <Providers>
        <RouteErrorScreen error={new Error("500: upstream timeout")} reset={reset} />
      </Providers>,
    );
    expect(await screen.findByRole("heading", { name: "Gen yon bagay ki pa mache" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/upstream timeout/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Eseye ankò" }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Retounen nan paj dakèy la" }).getAttribute("href")).toBe("/");
  });
});
