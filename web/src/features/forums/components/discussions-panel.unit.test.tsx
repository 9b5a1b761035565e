// @vitest-environment happy-dom
import type { Language } from "@kominote/core/i18n/languages";
import type { Forum } from "@kominote/core/schemas/forums";
import type { User } from "@kominote/core/schemas/users";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { openLoginModalEvent } from "../../../layout/login-dialog-state";
import { testMember } from "../../../testing/member";
import { toastQueue } from "../../../ui/toast-queue";
import { currentUserQueryKey } from "../../auth/queries";
import { servicesWithImages } from "../../../testing/services";
import { renderWithData } from "../../../testing/render-with-data";
import { replyDraftKey } from "../../../lib/drafts";
import { signedInMember } from "../../../lib/outbox/signed-in-member";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { moderationApi } from "../../moderation/testing";
import { servicesApi } from "../../services/testing";
import { forumsServer } from "../testing/api-handlers";
import { serviceForums } from "../testing/forums";
import { DiscussionsPanel } from "./discussions-panel";

const [health] = servicesWithImages;
if (health === undefined) throw new Error("The test needs a service");

const moderator: User = { ...testMember, id: 8, fullName: "Rose Moderatè", role: "moderator" };
const admin: User = { ...testMember, id: 9, fullName: "Jak Admin", role: "admin" };

interface Call {
  readonly method: string;
  readonly path: string;
  body: unknown;
}

const mocked = mockApiInEachTest();
const { server } = mocked;
/** The calls made in the current test, with the JSON each sent (read as it leaves). */
let calls: Call[] = [];
mocked.server.events.on("request:start", ({ request }) => {
  const call: Call = { method: request.method, path: new URL(request.url).pathname, body: undefined };
  calls.push(call);
  if (request.method === "POST") void request.clone().json().then((body: unknown) => (call.body = body), () => undefined);
});

/** The service's discussions as the API keeps them for the current test. */
let forums: ReturnType<typeof forumsServer>;
const answerWith = (initialForums: readonly Forum[]) => {
  forums = forumsServer(initialForums);
  server.use(...forums.handlers);
};

/** The next call to `path` fails with `status` (this test's own body: its message shows in the screen's words). */
const failOnce = (path: string, status: number, body: Record<string, unknown> = { code: "INTERNAL", message: "Erè" }) =>
  server.use(http.post(`*${path}`, () => HttpResponse.json(body, { status }), { once: true }));

beforeEach(() => {
  localStorage.clear();
  calls = [];
  server.use(...servicesApi.listPublicServices.answers.success, ...moderationApi.reportContent.answers.success);
  answerWith(serviceForums);
});

const renderPanel = async (member: User | null, language: Language = "en", initialPath = "/") => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, member);
  return renderWithData(<DiscussionsPanel service={health} />, { queryClient, language, initialPath });
};

const callsTo = (method: string, path: string): Call[] => calls.filter((call) => call.method === method && call.path === path);

const openForum = async (title: string): Promise<void> => {
  fireEvent.click(await screen.findByRole("button", { name: title }));
  await screen.findByRole("list", { name: "Messages" }).catch(() => screen.findByText(/No messages in this forum yet/));
};

describe("DiscussionsPanel", () => {
  it("asks a visitor to sign in, and reads no forums (they are for members)", async () => {
    const signIn = vi.fn();
    window.addEventListener(openLoginModalEvent, signIn);
    try {
      await renderPanel(null);
      expect(await screen.findByRole("heading", { name: "Sign in to take part in the discussions" })).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
      expect(signIn).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole("button", { name: "Create a forum" })).toBeNull();
      expect(calls).toEqual([]);
    } finally {
      window.removeEventListener(openLoginModalEvent, signIn);
    }
  });

  it("lists a member the service's forums, pinned first, with creator, date and post count", async () => {
    answerWith([...serviceForums].reverse());
    await renderPanel(testMember);
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => card.getAttribute("aria-labelledby") !== null && within(card).getByRole("heading").textContent)).toEqual([
      "Kòman pou nou òganize jounen vaksinasyon an",
      "Lè klinik yo louvri nan wikenn",
    ]);
    const [pinned] = cards;
    if (pinned === undefined) throw new Error("No forum shown");
    expect(within(pinned).getByText("Pinned")).toBeTruthy();
    expect(within(pinned).getByText("Ann pataje ide pou jounen vaksinasyon nan katye a.")).toBeTruthy();
    expect(within(pinned).getByText("By Jean Baptiste, February 1, 2026 · 3 messages")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens a forum with its posts and likes, and goes back to the list", async () => {
    await renderPanel(testMember);
    await openForum("Kòman pou nou òganize jounen vaksinasyon an");
    expect(callsTo("GET", "/api/forums/4/posts")).toHaveLength(1);
    const heading = screen.getByRole("heading", { level: 2, name: "Kòman pou nou òganize jounen vaksinasyon an" });
    expect(document.activeElement).toBe(heading);
    const first = screen.getByRole("article", { name: "Jean Baptiste" });
    expect(within(first).getByText("Mwen ka ede ak lis timoun yo nan lekòl la.")).toBeTruthy();
    expect(within(first).getByText("2 people like this")).toBeTruthy();
    const liked = within(first).getByRole("button", { name: "You like this" });
    expect(liked.getAttribute("aria-pressed")).toBe("true");
    expect(liked.hasAttribute("disabled")).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Back to the forums" }));
    const listTitle = await screen.findByRole("heading", { level: 2, name: "The service's forums" });
    expect(document.activeElement).toBe(listTitle);
  });

  it("puts the open forum in the address, opens it again from the address, and the back button closes it", async () => {
    const { router } = await renderPanel(testMember);
    await openForum("Kòman pou nou òganize jounen vaksinasyon an");
    expect(router.state.location.search).toEqual({ tab: "discussions", forum: 4 });
    router.history.back();
    expect(await screen.findByRole("heading", { level: 2, name: "The service's forums" })).toBeTruthy();
    cleanup();

    // A reload (or a shared link) of the forum's address shows its thread.
    await renderPanel(testMember, "en", "/?tab=discussions&forum=4");
    expect(await screen.findByRole("heading", { level: 2, name: "Kòman pou nou òganize jounen vaksinasyon an" })).toBeTruthy();
    expect(await screen.findByRole("list", { name: "Messages" })).toBeTruthy();
  });

  it("likes a post once: the count is the server's and the button stays pressed", async () => {
    await renderPanel(testMember);
    await openForum("Kòman pou nou òganize jounen vaksinasyon an");
    const post = screen.getByRole("article", { name: "Rose Pierre" });
    expect(within(post).queryByText(/like this/)).toBeNull();
    fireEvent.click(within(post).getByRole("button", { name: "Like Rose Pierre's message" }));
    expect(await within(post).findByText("1 person likes this")).toBeTruthy();
    expect(callsTo("POST", "/api/forum-posts/41/like")).toHaveLength(1);
    const button = within(post).getByRole("button", { name: "You like this" });
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(true);
  });

  it("posts a reply, shows it in the thread and empties the field and its saved draft", async () => {
    await renderPanel(testMember);
    await openForum("Lè klinik yo louvri nan wikenn");
    const field = screen.getByLabelText("Reply");
    fireEvent.change(field, { target: { value: "  Samdi maten li louvri.  " } });
    expect(localStorage.getItem(replyDraftKey(5))).toContain("Samdi maten li louvri.");
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByText("Samdi maten li louvri.")).toBeTruthy();
    expect(callsTo("POST", "/api/forums/5/posts").map((call) => call.body)).toEqual([{ content: "Samdi maten li louvri." }]);
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(""));
    expect(localStorage.getItem(replyDraftKey(5))).toBeNull();
    expect(screen.getByText("Your message is posted.").getAttribute("role")).toBe("status");
  });

  it("refuses an empty reply with 'Kontni an obligatwa.' without calling the server", async () => {
    await renderPanel(testMember, "ht");
    await screen.findByRole("heading", { name: "Fowòm sèvis la" });
    fireEvent.click(screen.getByRole("button", { name: "Lè klinik yo louvri nan wikenn" }));
    await screen.findByText(/Poko gen mesaj/);
    fireEvent.change(screen.getByLabelText("Reponn"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Poste" }));
    expect(await screen.findByText("Kontni an obligatwa.")).toBeTruthy();
    expect(screen.getByLabelText("Reponn").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo("POST", "/api/forums/5/posts")).toEqual([]);
  });

  it("keeps what was typed when posting fails, says so ('Pa t ka poste mesaj la.'), and sends it when back online", async () => {
    failOnce("/api/forums/5/posts", 500);
    await renderPanel(testMember, "ht");
    fireEvent.click(await screen.findByRole("button", { name: "Lè klinik yo louvri nan wikenn" }));
    await screen.findByText(/Poko gen mesaj/);
    fireEvent.change(screen.getByLabelText("Reponn"), { target: { value: "Mwen dakò." } });
    fireEvent.click(screen.getByRole("button", { name: "Poste" }));
    expect(await screen.findByText("Pa t ka poste mesaj la. Erè Sa ou te ekri a toujou la: ou ka eseye ankò.")).toBeTruthy();
    expect((screen.getByLabelText("Reponn") as HTMLTextAreaElement).value).toBe("Mwen dakò.");
    expect(localStorage.getItem(replyDraftKey(5))).toContain("Mwen dakò.");

    // No connection: the reply leaves the field for the device's outbox, shown waiting under the thread
    // to the member signed in (the page's background parts say who that is).
    signedInMember.set(testMember.id);
    onTestFinished(() => signedInMember.set(null));
    let connected = false;
    // Until the connection returns, nothing answers; then the forum's own handler does.
    server.use(http.post("*/api/forums/5/posts", () => (connected ? undefined : HttpResponse.error())));
    fireEvent.click(screen.getByRole("button", { name: "Poste" }));
    const waiting = await screen.findByRole("list", { name: "Sa k ap tann pou l ale" });
    expect(within(waiting).getByText("Mwen dakò.")).toBeTruthy();
    expect(within(waiting).getByText("Ap tann koneksyon pou l ale")).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText("Reponn") as HTMLTextAreaElement).value).toBe(""));

    // The connection comes back: the post goes by itself, once, with the key of the lost send.
    connected = true;
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Sa k ap tann pou l ale" })).toBeNull());
    expect(await screen.findByRole("article", { name: testMember.fullName })).toBeTruthy();
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(screen.getAllByRole("article", { name: testMember.fullName })).toHaveLength(1));
    expect(new Set(callsTo("POST", "/api/forums/5/posts").map((call) => JSON.stringify(call.body)))).toEqual(new Set([JSON.stringify({ content: "Mwen dakò." })]));
    expect(localStorage.getItem(replyDraftKey(5))).toBeNull();
  });

  it("shows the server's words on the field it refused", async () => {
    failOnce("/api/forums/5/posts", 400, { code: "VALIDATION", message: "Erè", fields: { content: "The content is too long." } });
    await renderPanel(testMember);
    await openForum("Lè klinik yo louvri nan wikenn");
    fireEvent.change(screen.getByLabelText("Reply"), { target: { value: "Mwen dakò." } });
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByText("The content is too long.")).toBeTruthy();
    expect(screen.getByLabelText("Reply").getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByLabelText("Reply") as HTMLTextAreaElement).value).toBe("Mwen dakò.");
  });

  it("opens the create-forum dialog by itself when the service has no forum, once", async () => {
    answerWith([]);
    await renderPanel(testMember);
    const dialog = await screen.findByRole("dialog", { name: "Create a forum" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("This service has no forum yet. Create the first one!")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create a forum" }));
    expect(await screen.findByRole("dialog", { name: "Create a forum" })).toBeTruthy();
  });

  it("creating: 'Tit la obligatwa.', then a failure keeps both fields ('Pa t ka kreye fowòm nan.'), then the new forum opens", async () => {
    answerWith([]);
    failOnce("/api/services/1/forums", 500);
    await renderPanel(testMember, "ht");
    const dialog = await screen.findByRole("dialog", { name: "Kreye yon fowòm" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Kreye fowòm nan" }));
    expect(await within(dialog).findByText("Tit la obligatwa.")).toBeTruthy();
    expect(callsTo("POST", "/api/services/1/forums")).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Tit"), { target: { value: "Dlo potab nan Okap" } });
    fireEvent.change(within(dialog).getByLabelText("Deskripsyon (si ou vle)"), { target: { value: "Ki kote pou jwenn dlo pwòp." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Kreye fowòm nan" }));
    expect(await within(dialog).findByText(/^Pa t ka kreye fowòm nan\./)).toBeTruthy();
    expect((within(dialog).getByLabelText("Tit") as HTMLInputElement).value).toBe("Dlo potab nan Okap");
    expect((within(dialog).getByLabelText("Deskripsyon (si ou vle)") as HTMLTextAreaElement).value).toBe("Ki kote pou jwenn dlo pwòp.");

    fireEvent.click(within(dialog).getByRole("button", { name: "Kreye fowòm nan" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Dlo potab nan Okap" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo("POST", "/api/services/1/forums").at(-1)?.body).toEqual({ title: "Dlo potab nan Okap", description: "Ki kote pou jwenn dlo pwòp." });
    expect(callsTo("GET", `/api/forums/${forums.forums.at(-1)?.id}/posts`)).toHaveLength(1);
    await waitFor(() => expect(callsTo("GET", "/api/services/1/forums")).toHaveLength(2));
  });

  it("reports a forum with a required reason, and thanks the member with the server's words", async () => {
    await renderPanel(testMember);
    await screen.findByRole("heading", { name: "The service's forums" });
    fireEvent.click(screen.getByRole("button", { name: 'Report the forum "Lè klinik yo louvri nan wikenn"' }));
    const dialog = await screen.findByRole("dialog", { name: 'Report the forum "Lè klinik yo louvri nan wikenn"' });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the report" }));
    expect(await within(dialog).findByText("Please give a reason.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Se piblisite." } });
    const add = vi.spyOn(toastQueue, "add");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the report" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo("POST", "/api/reports").map((call) => call.body)).toEqual([{ kind: "forum", id: 5, reason: "Se piblisite." }]);
    expect(add).toHaveBeenCalledWith({ title: "Mèsi, yon moderatè ap gade sa.", tone: "success" }, expect.anything());
  });

  it("reports a post as a forum post", async () => {
    await renderPanel(testMember);
    await openForum("Kòman pou nou òganize jounen vaksinasyon an");
    fireEvent.click(screen.getByRole("button", { name: "Report Rose Pierre's message" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Rose Pierre's message" });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Li joure moun." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the report" }));
    await waitFor(() => expect(callsTo("POST", "/api/reports")).toHaveLength(1));
    expect(callsTo("POST", "/api/reports")[0]?.body).toEqual({ kind: "forumPost", id: 41, reason: "Li joure moun." });
  });

  it("offers a member no pin button", async () => {
    await renderPanel(testMember);
    await screen.findByRole("button", { name: "Lè klinik yo louvri nan wikenn" });
    expect(screen.queryByRole("button", { name: /^(Pin|Unpin) the forum/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Pin" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Unpin" })).toBeNull();
  });

  it("lets a moderator pin a forum: the call is sent, the list is read again with it first, and a toast says so", async () => {
    // The spy may already hold earlier tests' toasts: only this test's count.
    const add = vi.spyOn(toastQueue, "add").mockClear();
    let answer = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // Held until the test lets it through, then the server answers.
    server.use(http.post("*/api/forums/:id/pin", async () => {
      await gate;
    }));
    await renderPanel(moderator);
    const button = await screen.findByRole("button", { name: 'Pin the forum "Lè klinik yo louvri nan wikenn"' });
    expect(button.textContent).toBe("Pin");
    expect(screen.getByRole("button", { name: 'Unpin the forum "Kòman pou nou òganize jounen vaksinasyon an"' }).textContent).toBe("Unpin");

    fireEvent.click(button);

    const pending = await screen.findByRole("button", { name: 'Saving the place of the forum "Lè klinik yo louvri nan wikenn"...' });
    expect(pending.textContent).toBe("Saving...");
    expect(pending.hasAttribute("disabled")).toBe(true);
    expect(add).not.toHaveBeenCalled();
    answer();
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({ title: 'The forum "Lè klinik yo louvri nan wikenn" is pinned at the top.', tone: "success" }, expect.anything()),
    );
    expect(callsTo("POST", "/api/forums/5/pin").map((call) => call.body)).toEqual([{ pinned: true }]);
    expect(callsTo("GET", "/api/services/1/forums")).toHaveLength(2);
    const unpin = screen.getByRole("button", { name: 'Unpin the forum "Lè klinik yo louvri nan wikenn"' });
    expect(unpin.hasAttribute("disabled")).toBe(false);
    const [, second] = screen.getAllByRole("article");
    if (second === undefined) throw new Error("No second forum shown");
    expect(within(second).getByText("Pinned")).toBeTruthy();
  });

  it("lets an admin unpin a forum, in Creole: 'Retire anlè', then the list has it among the others", async () => {
    await renderPanel(admin, "ht");
    const button = await screen.findByRole("button", { name: 'Retire anlè fowòm "Kòman pou nou òganize jounen vaksinasyon an"' });
    expect(button.textContent).toBe("Retire anlè");

    fireEvent.click(button);

    expect(await screen.findByRole("button", { name: 'Tache anlè fowòm "Kòman pou nou òganize jounen vaksinasyon an"' })).toBeTruthy();
    expect(callsTo("POST", "/api/forums/4/pin").map((call) => call.body)).toEqual([{ pinned: false }]);
    expect(screen.queryByText("Tache anlè", { selector: "span" })).toBeNull();
  });

  it("says so with the server's words when pinning fails, and leaves the forum as it was", async () => {
    failOnce("/api/forums/5/pin", 404, { code: "FORUM.NOT_FOUND", message: "This forum was not found." });
    const add = vi.spyOn(toastQueue, "add");
    await renderPanel(moderator);
    fireEvent.click(await screen.findByRole("button", { name: 'Pin the forum "Lè klinik yo louvri nan wikenn"' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        { title: "We could not change the forum's place. Try again.", description: "This forum was not found.", tone: "danger" },
        expect.anything(),
      ),
    );
    const button = screen.getByRole("button", { name: 'Pin the forum "Lè klinik yo louvri nan wikenn"' });
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(callsTo("GET", "/api/services/1/forums")).toHaveLength(1);
  });

  it("says the forums could not be loaded and asks again on retry", async () => {
    server.use(http.get("*/api/services/1/forums", () => HttpResponse.json({ code: "INTERNAL", message: "Erè" }, { status: 500 }), { once: true }));
    await renderPanel(testMember);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not load the forums");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Lè klinik yo louvri nan wikenn" })).toBeTruthy();
  });
});
