// @vitest-environment happy-dom
import { readPendingAction } from "@kominote/core/rules/pending-actions";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { openLoginModalEvent } from "../../../layout/login-dialog-state";
import { testMember } from "../../../testing/member";
import { currentUserQueryKey } from "../../auth/queries";
import { storedPendingActionKey } from "../../../lib/pending-actions/pending-action-flag";
import { renderWithData } from "../../../testing/render-with-data";
import { ToolsScreen } from "./tools-screen";

let loginRequests = 0;
const countLoginRequest = (): void => {
  loginRequests += 1;
};

beforeEach(() => {
  loginRequests = 0;
  window.localStorage.clear();
  window.addEventListener(openLoginModalEvent, countLoginRequest);
});

afterEach(() => {
  cleanup();
  window.removeEventListener(openLoginModalEvent, countLoginRequest);
});

const renderTools = async (member: typeof testMember | null) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, member);
  await renderWithData(<ToolsScreen />, { queryClient, language: "ht" });
  await screen.findByRole("heading", { level: 1, name: "Zouti yo" });
};

const ideaVoting = () => screen.getByRole("article", { name: "Vote pou ide yo" });

describe("ToolsScreen", () => {
  it("lists the tools with who may use them", async () => {
    await renderTools(testMember);
    expect(screen.getByRole("heading", { level: 1, name: "Zouti yo" })).toBeTruthy();
    expect(within(ideaVoting()).getByText("Dwe konekte")).toBeTruthy();
    expect(document.title).toBe("Zouti yo | Kominote");
  });

  it("opens a members-only tool for a member by its link", async () => {
    await renderTools(testMember);
    const open = within(ideaVoting()).getByRole("link", { name: "Ouvè Vote pou ide yo" });
    expect(open.getAttribute("href")).toBe("/idea-voting");
  });

  it("keeps a visitor's wish to open a members-only tool and asks them to sign in", async () => {
    await renderTools(null);
    fireEvent.click(within(ideaVoting()).getByRole("button", { name: "Ouvè Vote pou ide yo" }));

    expect(readPendingAction(window.localStorage.getItem(storedPendingActionKey))).toEqual({
      type: "accessTool",
      toolId: "idea-voting",
      returnPath: "/idea-voting",
    });
    expect(loginRequests).toBe(1);
  });

  it("lists the safe places, the connection map and the assistant for members, and keeps a visitor's wish for each", async () => {
    await renderTools(null);
    for (const [name, toolId, returnPath] of [
      ["Kote sekirize yo", "safe-locations", "/tools/safe-locations"],
      ["Kat koneksyon entènèt", "connectivity-map", "/connectivity-map"],
      ["Asistan vwa", "ai-assistant", "/ai-assistant"],
    ] as const) {
      const tool = screen.getByRole("article", { name });
      expect(within(tool).getByText("Dwe konekte")).toBeTruthy();
      fireEvent.click(within(tool).getByRole("button", { name: `Ouvè ${name}` }));
      expect(readPendingAction(window.localStorage.getItem(storedPendingActionKey))).toEqual({ type: "accessTool", toolId, returnPath });
    }
    expect(loginRequests).toBe(3);
  });
});
