// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Providers } from "../testing/story-providers";
import { Footer } from "./footer";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("Footer", () => {
  it("shows the flag by name, the motto, the site links and this year's copyright", async () => {
    render(
      <Providers>
        <Footer year={2031} />
      </Providers>,
    );
    expect(await screen.findByRole("img", { name: "Drapo Ayiti" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("L'union fait la force")).toBeTruthy();
    expect(screen.getByText("Linyon fè lafòs")).toBeTruthy();
    const links = within(screen.getByRole("navigation", { name: "Enfòmasyon sou sit la" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/about",
      "/rules-of-engagement",
      "/terms-conditions",
      "/privacy-policy",
    ]);
    expect(screen.getByText("© 2031 Kominote. Tout dwa rezève.")).toBeTruthy();
  });

  it("switches language from its buttons and marks the current one", async () => {
    render(
      <Providers>
        <Footer />
      </Providers>,
    );
    const english = await screen.findByRole("button", { name: "English" }, { timeout: 5000 });
    expect(screen.getByRole("button", { name: "Kreyòl" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(english);
    expect(await screen.findByText("Unity makes strength")).toBeTruthy();
    expect(screen.getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText(`© ${new Date().getFullYear()} Kominote. All rights reserved.`)).toBeTruthy();
  });
});
