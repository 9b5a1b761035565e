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
});
