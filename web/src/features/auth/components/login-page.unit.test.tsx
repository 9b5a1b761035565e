// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { LoginPage } from "./login-page";

afterEach(cleanup);

describe("LoginPage", () => {
  it("runs the sign-in flow on its own page, names the tab, and links to registration", async () => {
    render(
      <Providers path="/login">
        <LoginPage />
      </Providers>,
    );
    await screen.findByRole("heading", { name: "Konekte nan Kominote" }, { timeout: 5000 });
    expect(document.title).toBe("Konekte | Kominote");
    expect(screen.getByRole("button", { name: "Voye kòd la" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kreye yon kont" }).getAttribute("href")).toBe("/register");
  });
});
