// @vitest-environment happy-dom
import { pendingActionKey, readPendingAction } from "@kominote/core/rules/pending-actions";
import errors from "@kominote/core/i18n/messages/errors/ht";
import type { Idea } from "@kominote/core/schemas/ideas";
import type { User } from "@kominote/core/schemas/users";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { openLoginModalEvent } from "../../../layout/login-dialog-state";
import { testMember } from "../../../testing/member";
import { toastQueue } from "../../../ui/toast-queue";
import { signedInMember } from "../../../lib/outbox/signed-in-member";
import { restoreIdeaDraft, takeRestoredIdeaDraft } from "../../../lib/pending-actions/restored-idea-draft";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { ideasApi, ideasServer } from "../testing/api-handlers";
import { ideaCard, renderIdeasScreen } from "../testing/render-ideas-screen";
import { sampleIdeas, visitorIdeas } from "../testing/ideas";

const { server: api, calls } = mockApiInEachTest();
/** The ideas server of the test: it pages, creates and counts votes as the API does. */
let server: ReturnType<typeof ideasServer>;
const serve = (ideas: readonly Idea[]) => {
  server = ideasServer(ideas);
  // The test's overrides (a refusal, no connection) end with `api.resetHandlers()`, back to these.
  api.resetHandlers(...server.handlers);
};
const [firstIdea] = sampleIdeas;
if (firstIdea === undefined) throw new Error("The tests need an idea");

beforeEach(() => {
  localStorage.clear();
  serve(sampleIdeas);
});

afterEach(() => {
  takeRestoredIdeaDraft(() => true);
});

const renderIdeas = async (member: User | null) => {
  if (member === null) serve(visitorIdeas);
  return renderIdeasScreen(member);
};

const fountain = "Fè yon jounen netwayaj chak mwa bò fontèn piblik yo, ak volontè nan katye a.";
const books = "Pataje liv lekòl ki deja sèvi ant fanmi yo nan kòmansman ane a.";

describe("IdeasScreen", () => {
  it("lists each idea with its service, time, author, votes and the points it earned", async () => {
    await renderIdeas(testMember);
    await screen.findByText(fountain);
    const card = ideaCard(fountain);
    expect(within(card).getByText("Dlo ak asenisman")).toBeTruthy();
    expect(within(card).getByText("By Rose Michel")).toBeTruthy();
    expect(within(card).getByText("+24 points")).toBeTruthy();
    expect(within(card).getByRole("button", { name: /You voted/ }).hasAttribute("disabled")).toBe(true);
    const fresh = ideaCard("Mete yon ti lis sou pòt klinik la ak lè doktè yo la chak jou.");
    expect(within(fresh).queryByText(/points/)).toBeNull();
    expect(within(fresh).getByRole("button", { name: "Vote · 0 votes" })).toBeTruthy();
    expect(within(ideaCard(books)).getByRole("button", { name: "Vote · 5 votes" })).toBeTruthy();
  });

  it("casts a member's vote once: the count goes up and the button stays disabled", async () => {
    await renderIdeas(testMember);
    await screen.findByText(books);
    fireEvent.click(within(ideaCard(books)).getByRole("button", { name: /Vote/ }));
    await waitFor(() => expect(within(ideaCard(books)).getByRole("button", { name: "You voted · 6 votes" }).hasAttribute("disabled")).toBe(true));
    expect(calls.filter((call) => call === "POST /api/ideas/13/vote")).toHaveLength(1);
    expect(toastQueue.visibleToasts[0]?.content.title).toBe("Your vote was accepted!");
  });

  it("hides authors from a visitor and sends their vote to the sign-in page, kept for after it", async () => {
    const { router } = await renderIdeas(null);
    await screen.findByText(books);
    expect(within(ideaCard(books)).getByText("Sign in to see the author")).toBeTruthy();
    fireEvent.click(within(ideaCard(books)).getByRole("button", { name: /Vote/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/konekte"));
    expect(router.state.location.search).toEqual({ returnTo: "/ideas" });
    expect(readPendingAction(localStorage.getItem(pendingActionKey))).toEqual({ type: "voteOnIdea", ideaId: 13 });
    expect(calls.some((call) => call.startsWith("POST"))).toBe(false);
  });

  it("asks for every field, then shares the idea, closing and clearing the form", async () => {
    await renderIdeas(testMember);
    await screen.findByText(books);
    fireEvent.click(screen.getByRole("button", { name: "Share an idea" }));
    const form = screen.getByRole("form", { name: "New idea" });
    fireEvent.click(within(form).getByRole("button", { name: "Share the idea" }));
    expect(within(form).getByText("Missing information")).toBeTruthy();
    expect(within(form).getByText("Please choose a service.")).toBeTruthy();
    expect(within(form).getByText("Please write your idea.")).toBeTruthy();
    expect(server.created).toEqual([]);

    fireEvent.change(within(form).getByLabelText("Service"), { target: { value: "2" } });
    fireEvent.change(within(form).getByLabelText("Your idea"), { target: { value: "  Yon bibliyotèk nan chak lekòl  " } });
    fireEvent.click(within(form).getByRole("button", { name: "Share the idea" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "New idea" })).toBeNull());
    expect(server.created).toEqual([{ serviceId: 2, content: "Yon bibliyotèk nan chak lekòl" }]);
    expect(await screen.findByText("Yon bibliyotèk nan chak lekòl")).toBeTruthy();
    expect(toastQueue.visibleToasts[0]?.content.title).toBe("The idea was created!");

    fireEvent.click(screen.getByRole("button", { name: "Share an idea" }));
    const again = screen.getByRole("form", { name: "New idea" });
    expect((within(again).getByLabelText("Your idea") as HTMLTextAreaElement).value).toBe("");
    expect((within(again).getByLabelText("Service") as HTMLSelectElement).value).toBe("");
  });

  it("shows the server's problem under its field, and a failure above the form", async () => {
    await renderIdeas(testMember);
    await screen.findByText(books);
    api.use(
      apiHttp.post("/api/ideas", ({ response }) =>
        response(400).json({ code: "REQUEST.INVALID", message: "Invalid", fields: { content: "Ide a twò long pou sèvè a." } }),
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Share an idea" }));
    const form = screen.getByRole("form", { name: "New idea" });
    fireEvent.change(within(form).getByLabelText("Service"), { target: { value: "1" } });
    fireEvent.change(within(form).getByLabelText("Your idea"), { target: { value: "Yon ide" } });
    fireEvent.click(within(form).getByRole("button", { name: "Share the idea" }));
    expect(await within(form).findByText("Ide a twò long pou sèvè a.")).toBeTruthy();
    expect(within(form).getByLabelText("Your idea").getAttribute("aria-invalid")).toBe("true");

    api.use(...ideasApi.createIdea.answers.serverError);
    fireEvent.click(within(form).getByRole("button", { name: "Share the idea" }));
    expect(await within(form).findByText(errors["errors.server.internal"])).toBeTruthy();
    // Nothing typed is lost.
    expect((within(form).getByLabelText("Your idea") as HTMLTextAreaElement).value).toBe("Yon ide");
  });

  it("keeps what is typed on the device: the form comes back with it on the next visit, and cancelling forgets it", async () => {
    await renderIdeas(testMember);
    await screen.findByText(books);
    fireEvent.click(screen.getByRole("button", { name: "Share an idea" }));
    const form = screen.getByRole("form", { name: "New idea" });
    fireEvent.change(within(form).getByLabelText("Service"), { target: { value: "2" } });
    fireEvent.change(within(form).getByLabelText("Your idea"), { target: { value: "Limyè solè nan chak lari" } });
    cleanup();

    await renderIdeas(testMember);
    const back = await screen.findByRole("form", { name: "New idea" });
    expect(within(back).getByText(/it was kept on this device/)).toBeTruthy();
    expect((within(back).getByLabelText("Your idea") as HTMLTextAreaElement).value).toBe("Limyè solè nan chak lari");
    expect((within(back).getByLabelText("Service") as HTMLSelectElement).value).toBe("2");

    fireEvent.click(within(back).getByRole("button", { name: "Cancel" }));
    cleanup();
    await renderIdeas(testMember);
    await screen.findByText(books);
    expect(screen.queryByRole("form", { name: "New idea" })).toBeNull();
  });

  it("keeps an idea sent with no connection, shows it waiting, and sends it once by itself when the connection returns", async () => {
    // Who is signed in, as the page's background parts tell the outbox: its waiting items are theirs.
    signedInMember.set(testMember.id);
    onTestFinished(() => signedInMember.set(null));
    await renderIdeas(testMember);
    await screen.findByText(books);
    api.use(...ideasApi.createIdea.answers.networkFailure);
    fireEvent.click(screen.getByRole("button", { name: "Share an idea" }));
    const form = screen.getByRole("form", { name: "New idea" });
    fireEvent.change(within(form).getByLabelText("Service"), { target: { value: "1" } });
    fireEvent.change(within(form).getByLabelText("Your idea"), { target: { value: "Yon ide ki pi klè" } });
    fireEvent.click(within(form).getByRole("button", { name: "Share the idea" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "New idea" })).toBeNull());
    const waiting = await screen.findByRole("list", { name: "Waiting to send" });
    expect(within(waiting).getByText("Yon ide ki pi klè")).toBeTruthy();
    expect(within(waiting).getByText("Waiting for a connection to send")).toBeTruthy();

    api.resetHandlers();
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Waiting to send" })).toBeNull());
    expect(server.created).toEqual([{ serviceId: 1, content: "Yon ide ki pi klè" }]);
  });

  it("keeps a visitor's idea with its text and opens the sign-in dialog", async () => {
    const signIn = vi.fn();
    window.addEventListener(openLoginModalEvent, signIn);
    try {
      await renderIdeas(null);
      await screen.findByText(books);
      fireEvent.click(screen.getByRole("button", { name: "Share an idea" }));
      const form = screen.getByRole("form", { name: "New idea" });
      fireEvent.change(within(form).getByLabelText("Service"), { target: { value: "3" } });
      fireEvent.change(within(form).getByLabelText("Your idea"), { target: { value: "Plis fontèn nan mòn yo" } });
      fireEvent.click(within(form).getByRole("button", { name: "Share the idea" }));
      expect(signIn).toHaveBeenCalledOnce();
      expect(readPendingAction(localStorage.getItem(pendingActionKey))).toEqual({
        type: "createIdea",
        serviceId: 3,
        content: "Plis fontèn nan mòn yo",
        returnPath: "/",
      });
      expect(server.created).toEqual([]);
    } finally {
      window.removeEventListener(openLoginModalEvent, signIn);
    }
  });

  it("reopens the form with the text a visitor typed before signing in", async () => {
    await renderIdeas(testMember);
    await screen.findByText(books);
    act(() => restoreIdeaDraft({ serviceId: 3, content: "Plis fontèn nan mòn yo", returnPath: "/" }));
    const form = await screen.findByRole("form", { name: "New idea" });
    expect(within(form).getByText(/here is the idea you started writing/)).toBeTruthy();
    expect((within(form).getByLabelText("Your idea") as HTMLTextAreaElement).value).toBe("Plis fontèn nan mòn yo");
    expect((within(form).getByLabelText("Service") as HTMLSelectElement).value).toBe("3");
  });

  it("shows thirty ideas at a time, the next ones on request", async () => {
    const minutesEarlier = (minutes: number) => new Date(Date.parse(firstIdea.createdAt) - minutes * 60_000).toISOString();
    serve(Array.from({ length: 31 }, (_, index) => ({ ...firstIdea, id: 100 + index, content: `Ide nimewo ${index + 1}`, createdAt: minutesEarlier(index) })));
    await renderIdeas(testMember);
    await screen.findByText("Ide nimewo 30");
    expect(screen.queryByText("Ide nimewo 31")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "See more ideas" }));
    expect(await screen.findByText("Ide nimewo 31")).toBeTruthy();
    // Fewer than thirty came back: that was the last page.
    expect(screen.queryByRole("button", { name: "See more ideas" })).toBeNull();
  });

  it("says 'No ideas yet' when there are none", async () => {
    serve([]);
    await renderIdeas(testMember);
    expect(await screen.findByText("No ideas yet")).toBeTruthy();
  });
});
