// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../testing/story-providers";
import { NotFoundScreen } from "./not-found-screen";

afterEach(cleanup);

describe("NotFoundScreen", () => {
  it("says the page was not found, in the reader's language, with a link home", async () => {
    render(
      <Providers language="en">
        <NotFoundScreen />
      </Providers>,
    );
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "See the public services" }).getAttribute("href")).toBe("/#services");
  });

  it("is in Creole by default", async () => {
    render(
      <Providers>
        <NotFoundScreen />
      </Providers>,
    );
    expect(await screen.findByRole("heading", { name: "404: paj la pa jwenn" }, { timeout: 5000 })).toBeTruthy();
  });
});
