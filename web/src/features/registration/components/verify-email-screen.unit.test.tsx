// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { VerifyEmailScreen } from "./verify-email-screen";

afterEach(cleanup);

describe("VerifyEmailScreen", () => {
  it("on failure shows the Creole failure, the reason, and links home and to registration", async () => {
    render(
      <Providers>
        <VerifyEmailScreen state={{ status: "error", message: "Token pa valid" }} />
      </Providers>,
    );
    expect(await screen.findByText("Echèk nan konfime imèl la")).toBeTruthy();
    expect(screen.getByText("Token pa valid")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retounen lakay" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Kreye yon kont" }).getAttribute("href")).toBe("/register");
  });

  it("on success links home only", async () => {
    render(
      <Providers>
        <VerifyEmailScreen state={{ status: "verified" }} />
      </Providers>,
    );
    expect(await screen.findByText("Imèl ou konfime!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retounen lakay" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Kreye yon kont" })).toBeNull();
  });

  it("shows how to get a new link with an error only", async () => {
    const recovery = <button type="button">Voye yon nouvo lyen ban mwen</button>;
    const { rerender } = render(
      <Providers>
        <VerifyEmailScreen state={{ status: "error", message: "Lyen sa a ekspire." }} recovery={recovery} />
      </Providers>,
    );
    expect(await screen.findByRole("button", { name: "Voye yon nouvo lyen ban mwen" })).toBeTruthy();
    rerender(
      <Providers>
        <VerifyEmailScreen state={{ status: "alreadyVerified" }} recovery={recovery} />
      </Providers>,
    );
    expect(await screen.findByText("Imèl ou te deja konfime.", { exact: false })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Voye yon nouvo lyen ban mwen" })).toBeNull();
  });
});
