// @vitest-environment happy-dom
import { pendingActionKey, serializePendingAction, type PendingAction } from "@kominote/core/rules/pending-actions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openLoginModalEvent } from "../../../layout/login-dialog-state";
import { hasStoredPendingAction, pendingActionSavedEvent, storedPendingActionKey } from "../../../lib/pending-actions/pending-action-flag";
import { takePendingAction } from "./pending-action-store";
import { requireSignInForTool, requireSignInToJoin, requireSignInToShareIdea } from "../../../lib/pending-actions/require-sign-in";
import { savePendingAction } from "../../../lib/pending-actions/save-pending-action";
import { requireSignInToVote } from "../../../lib/pending-actions/sign-in-to-vote";

const signIn = vi.fn();
const saved = vi.fn();

beforeEach(() => {
  localStorage.clear();
  window.addEventListener(openLoginModalEvent, signIn);
  window.addEventListener(pendingActionSavedEvent, saved);
});

afterEach(() => {
  window.removeEventListener(openLoginModalEvent, signIn);
  window.removeEventListener(pendingActionSavedEvent, saved);
  signIn.mockReset();
  saved.mockReset();
});

describe("the stored pending action", () => {
  it("is looked for by the first screen under core's key", () => {
    expect(storedPendingActionKey).toBe(pendingActionKey);
    expect(hasStoredPendingAction()).toBe(false);
    savePendingAction({ type: "voteOnIdea", ideaId: 4 });
    expect(hasStoredPendingAction()).toBe(true);
    expect(saved).toHaveBeenCalledOnce();
  });

  it("is written as core writes it", () => {
    const action: PendingAction = { type: "createIdea", serviceId: 1, content: "Yon \"ide\"\nsou de liy", returnPath: "/ideas" };
    savePendingAction(action);
    expect(localStorage.getItem(pendingActionKey)).toBe(serializePendingAction(action));
  });

  it("is taken once: read, then forgotten", () => {
    savePendingAction({ type: "joinService", serviceId: 2, returnPath: "/services/edikasyon" });
    expect(takePendingAction()).toEqual({ type: "joinService", serviceId: 2, returnPath: "/services/edikasyon" });
    expect(takePendingAction()).toBeNull();
    expect(hasStoredPendingAction()).toBe(false);
  });

  it("is no action when unreadable, and is forgotten too", () => {
    localStorage.setItem(pendingActionKey, JSON.stringify({ type: "accessTool", toolId: "x", returnPath: "//evil.example" }));
    expect(takePendingAction()).toBeNull();
    expect(hasStoredPendingAction()).toBe(false);
  });
});

describe("asking a visitor to sign in first", () => {
  it("keeps a vote and goes to the sign-in page, coming back to /ideas", () => {
    const goToSignIn = vi.fn();
    requireSignInToVote(9, goToSignIn);
    expect(goToSignIn).toHaveBeenCalledWith("/ideas");
    expect(signIn).not.toHaveBeenCalled();
    expect(takePendingAction()).toEqual({ type: "voteOnIdea", ideaId: 9 });
  });

  it("keeps a new idea with its text and opens the sign-in dialog", () => {
    requireSignInToShareIdea({ serviceId: null, content: "Yon ide" }, "/ideas");
    expect(signIn).toHaveBeenCalledOnce();
    expect(takePendingAction()).toEqual({ type: "createIdea", content: "Yon ide", returnPath: "/ideas" });
    requireSignInToShareIdea({ serviceId: 1, content: "Yon lòt" }, "/services/sante");
    expect(takePendingAction()).toEqual({ type: "createIdea", serviceId: 1, content: "Yon lòt", returnPath: "/services/sante" });
  });

  it("keeps a join and a tool, each opening the sign-in dialog", () => {
    requireSignInToJoin(1, "/services/sante");
    expect(takePendingAction()).toEqual({ type: "joinService", serviceId: 1, returnPath: "/services/sante" });
    requireSignInForTool("ai-assistant", "/ai-assistant");
    expect(takePendingAction()).toEqual({ type: "accessTool", toolId: "ai-assistant", returnPath: "/ai-assistant" });
    expect(signIn).toHaveBeenCalledTimes(2);
  });
});
