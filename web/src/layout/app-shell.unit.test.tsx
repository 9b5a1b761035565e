// @vitest-environment happy-dom
import { sourceMessages } from "@kominote/core/i18n/messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../api/query-client";
import { LanguageProvider } from "../i18n/language-provider";
import { createAppRouter } from "../router";
import { openLoginModal } from "./login-dialog-state";

const renderAt = (path: string) => {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <LanguageProvider initialLanguage="ht" initialMessages={sourceMessages}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return router;
};

afterEach(cleanup);

describe("the application shell", () => {
  it("frames an unknown address with header and footer and shows the not-found screen", async () => {
    renderAt("/zouti-ki-pa-egziste");
    const main = await screen.findByRole("main", {}, { timeout: 10_000 });
    expect(await within(main).findByRole("heading", { name: "404: paj la pa jwenn" })).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ale dirèkteman nan kontni an" }).getAttribute("href")).toBe("#main-content");
  });

  it("opens the sign-in dialog on the openLoginModal window event from any page", async () => {
    renderAt("/leaderboard");
    await screen.findByRole("main", {}, { timeout: 10_000 });
    act(() => openLoginModal());
    expect(await screen.findByRole("dialog", { name: "Konekte nan Kominote" }, { timeout: 5000 })).toBeTruthy();
  });
});
