// @vitest-environment happy-dom
import { pendingActionKey, readPendingAction } from "@kominote/core/rules/pending-actions";
import errors from "@kominote/core/i18n/messages/errors/ht";
import type { ContributeResponse } from "@kominote/core/schemas/contributions";
import type { User } from "@kominote/core/schemas/users";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { openLoginModalEvent } from "../../../layout/login-dialog-state";
import { testMember } from "../../../testing/member";
import { toastQueue } from "../../../ui/toast-queue";
import { currentUserQueryKey } from "../../auth/queries";
import { contributeAnswer } from "../../contributions/testing";
import { publicServicesQueryOptions } from "../api/get-public-services";
import { servicesWithImages } from "../../../testing/services";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { renderWithData } from "../../../testing/render-with-data";
import { servicesApi } from "../testing/api-handlers";
import { healthTasks } from "../testing/tasks";
import type { ContributionWizardHostProps } from "../../contributions/components/contribution-dialogs";
import { communityPanels } from "../../../layout/community-panels";
import { ServiceScreen } from "./service-screen";

// The wizard is another screen's work: here it is a stand-in that answers like the real one.
let wizardAnswer: ContributeResponse | null = null;
vi.mock("../../contributions/components/contribution-dialogs", () => ({
  ContributionWizardHost: ({ task, serviceId, onContributed, onClose }: ContributionWizardHostProps) => (
    <div role="dialog" aria-label={`wizard ${task.title} (${serviceId})`}>
      <button type="button" onClick={() => wizardAnswer !== null && onContributed(wizardAnswer)}>
        send
      </button>
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  ),
  CallRequestDialogHost: ({ taskId }: { taskId: number }) => <div role="dialog" aria-label={`call request ${taskId}`} />,
}));

/** What the API holds in a test: the service's tasks and who is signed in (joining changes them). */
interface World {
  tasks: typeof healthTasks;
  member: User | null;
}

let server: World;

const { server: api, calls } = mockApiInEachTest(
  ...servicesApi.listPublicServices.answers.success,
  apiHttp.get("/api/services/{id}/tasks", ({ response }) => response(200).json([...server.tasks])),
  apiHttp.get("/api/auth/user", ({ response }) =>
    server.member === null ? response(401).json({ code: "AUTH.REQUIRED", message: errors["errors.auth.required"] }) : response(200).json(server.member),
  ),
  apiHttp.post("/api/services/{id}/join", ({ params, response }) => {
    server.member = { ...(server.member ?? testMember), joinedServiceId: Number(params.id) };
    return response(200).json(server.member);
  }),
);

beforeEach(() => {
  server = { tasks: healthTasks, member: null };
  wizardAnswer = null;
});

afterEach(() => {
  vi.useRealTimers();
});

const renderService = async (slug: string, member: User | null, initialPath = "/") => {
  server.member = member;
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicServicesQueryOptions("en").queryKey, servicesWithImages);
  queryClient.setQueryData(currentUserQueryKey, member);
  return renderWithData(<ServiceScreen slug={slug} panels={communityPanels} />, { queryClient, initialPath });
};

const taskCard = (title: string): HTMLElement => screen.getByRole("article", { name: title });

describe("ServiceScreen", () => {
  it("says 'Service not found' for an unknown slug", async () => {
    await renderService("pa-egziste", null);
    expect(await screen.findByRole("heading", { level: 1, name: "Service not found" })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the coloured header and the tasks tab first, each task complete, active or waiting", async () => {
    await renderService("sante", null);
    expect(await screen.findByRole("heading", { level: 1, name: "Sante" })).toBeTruthy();
    expect(screen.getByText("1,234 contributors")).toBeTruthy();
    expect(screen.getByText("1 active discussion")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Tasks" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Ideas" }).getAttribute("aria-selected")).toBe("false");

    await screen.findByRole("article", { name: "Idantifye klinik ki pi pre w" });
    expect(within(taskCard("Idantifye klinik ki pi pre w")).getByText("Completed")).toBeTruthy();
    expect(within(taskCard("Idantifye klinik ki pi pre w")).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(within(taskCard("Note lè klinik la louvri")).getByText("3 contributions")).toBeTruthy();
    expect(within(taskCard("Pran foto devan klinik la")).getByText("Active")).toBeTruthy();
    const waiting = taskCard("Mande si gen vaksen timoun");
    expect(waiting.getAttribute("data-state")).toBe("waiting");
    expect(within(waiting).getByText("Finish the previous task to unlock this one.")).toBeTruthy();
    expect(within(waiting).getByRole("button", { name: "Contribute" }).hasAttribute("disabled")).toBe(true);
    // Complete tasks take no more contributions: only the open one and the waiting ones have the button.
    expect(within(taskCard("Idantifye klinik ki pi pre w")).queryByRole("button", { name: "Contribute" })).toBeNull();
  });

  it("keeps the open tab in the address, opens it from the address, and goes back with the back button", async () => {
    const { router } = await renderService("sante", null);
    fireEvent.click(await screen.findByRole("tab", { name: "Community" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: "community" }));
    expect(screen.getByRole("tab", { name: "Community" }).getAttribute("aria-selected")).toBe("true");
    router.history.back();
    await waitFor(() => expect(screen.getByRole("tab", { name: "Tasks" }).getAttribute("aria-selected")).toBe("true"));
    cleanup();

    await renderService("sante", null, "/?tab=community");
    expect((await screen.findByRole("tab", { name: "Community" })).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the contributor count in the community tab", async () => {
    await renderService("sante", null);
    fireEvent.click(await screen.findByRole("tab", { name: "Community" }));
    expect(await screen.findByText("1,234 members chose this service as their main service.")).toBeTruthy();
  });

  it("opens the sign-in dialog when a visitor presses contribute, keeping the join for after it", async () => {
    const signIn = vi.fn();
    window.addEventListener(openLoginModalEvent, signIn);
    try {
      await renderService("sante", null);
      await screen.findByRole("article", { name: "Pran foto devan klinik la" });
      fireEvent.click(within(taskCard("Pran foto devan klinik la")).getByRole("button", { name: "Contribute" }));
      expect(signIn).toHaveBeenCalledTimes(1);
      expect(readPendingAction(localStorage.getItem(pendingActionKey))).toEqual({
        type: "joinService",
        serviceId: 1,
        // Back on this task's wizard once signed in and joined.
        returnPath: "/services/sante?contribute=13",
      });
      expect(screen.queryByRole("dialog")).toBeNull();
    } finally {
      window.removeEventListener(openLoginModalEvent, signIn);
      localStorage.removeItem(pendingActionKey);
    }
  });

  it("offers a member of another service to join this one, then refreshes them and the tasks and opens the wizard", async () => {
    await renderService("sante", { ...testMember, joinedServiceId: 2 });
    await screen.findByRole("article", { name: "Pran foto devan klinik la" });
    const active = taskCard("Pran foto devan klinik la");
    fireEvent.click(within(active).getByRole("button", { name: "Contribute" }));
    const message = within(active).getByText(/already a member of another service/);
    expect(document.activeElement).toBe(message);
    fireEvent.click(within(active).getByRole("button", { name: "Join this service" }));

    expect(await screen.findByRole("dialog", { name: "wizard Pran foto devan klinik la (1)" })).toBeTruthy();
    expect(calls).toEqual(
      expect.arrayContaining(["POST /api/services/1/join", "GET /api/auth/user"]),
    );
    expect(calls.filter((call) => call === "GET /api/services/1/tasks")).toHaveLength(2);
    expect(within(active).queryByText(/already a member of another service/)).toBeNull();
  });

  it("tells a member without a service that they have not chosen one", async () => {
    await renderService("sante", { ...testMember, joinedServiceId: null });
    await screen.findByRole("article", { name: "Pran foto devan klinik la" });
    fireEvent.click(within(taskCard("Pran foto devan klinik la")).getByRole("button", { name: "Contribute" }));
    expect(screen.getByText(/You have not chosen a service yet/)).toBeTruthy();
  });

  it("says so when joining fails, and keeps the invitation", async () => {
    api.use(...servicesApi.joinService.answers.serverError);
    const add = vi.spyOn(toastQueue, "add");
    await renderService("sante", { ...testMember, joinedServiceId: 2 });
    await screen.findByRole("article", { name: "Pran foto devan klinik la" });
    fireEvent.click(within(taskCard("Pran foto devan klinik la")).getByRole("button", { name: "Contribute" }));
    fireEvent.click(screen.getByRole("button", { name: "Join this service" }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        { title: "Joining failed", description: "The registration failed", tone: "danger" },
        expect.anything(),
      ),
    );
    expect(screen.getByRole("button", { name: "Join this service" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("after a contribution refetches the tasks and highlights the next one from 1.5 s to 4.5 s, for eyes and screen readers", async () => {
    await renderService("sante", { ...testMember, joinedServiceId: 1 });
    await screen.findByRole("article", { name: "Pran foto devan klinik la" });
    fireEvent.click(within(taskCard("Pran foto devan klinik la")).getByRole("button", { name: "Contribute" }));
    await screen.findByRole("dialog", { name: /wizard/ });

    server.tasks = healthTasks.map((task) => (task.id === 13 ? { ...task, contributionCount: 1, contributedByMe: true } : task));
    wizardAnswer = { ...contributeAnswer(13), nextTask: { hasNext: true, id: 14, title: "Mande si gen vaksen timoun" } };
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: "send" }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1499);
    });
    const next = taskCard("Mande si gen vaksen timoun");
    // The refetched list already shows the contributed task complete and the next one open.
    expect(within(taskCard("Pran foto devan klinik la")).getByText("Completed")).toBeTruthy();
    expect(within(next).getByText("Active")).toBeTruthy();
    expect(next.getAttribute("data-highlighted")).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(next.getAttribute("data-highlighted")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Your next task: Mande si gen vaksen timoun");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2999);
    });
    expect(next.getAttribute("data-highlighted")).toBe("true");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(next.getAttribute("data-highlighted")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
    expect(calls.filter((call) => call === "GET /api/services/1/tasks")).toHaveLength(2);
  });

  it("shows the 'all tasks finished' toast when the contribution was the last task", async () => {
    const add = vi.spyOn(toastQueue, "add");
    await renderService("sante", { ...testMember, joinedServiceId: 1 });
    await screen.findByRole("article", { name: "Pran foto devan klinik la" });
    fireEvent.click(within(taskCard("Pran foto devan klinik la")).getByRole("button", { name: "Contribute" }));
    wizardAnswer = { ...contributeAnswer(13), nextTask: { hasNext: false, id: null, title: null } };
    fireEvent.click(await screen.findByRole("button", { name: "send" }));
    expect(add).toHaveBeenCalledWith(
      {
        title: "Well done!",
        description: "You finished every task of this service. Thank you for your contributions!",
        tone: "success",
      },
      expect.anything(),
    );
    expect(document.querySelector("[data-highlighted]")).toBeNull();
  });

  it("lets a member ask for a call on a task others contributed to", async () => {
    await renderService("sante", { ...testMember, joinedServiceId: 2 });
    await screen.findByRole("article", { name: "Note lè klinik la louvri" });
    expect(within(taskCard("Pran foto devan klinik la")).queryByRole("button", { name: /call/ })).toBeNull();
    fireEvent.click(within(taskCard("Note lè klinik la louvri")).getByRole("button", { name: "Ask a contributor to call you" }));
    expect(await screen.findByRole("dialog", { name: "call request 12" })).toBeTruthy();
  });

  it("offers a member arriving before their session is known no visitor's buttons, then the call request", async () => {
    server.member = { ...testMember, joinedServiceId: 2 };
    let answerSession = (): void => undefined;
    const sessionHeld = new Promise<void>((release) => (answerSession = release));
    api.use(
      apiHttp.get("/api/auth/user", async ({ response }) => {
        await sessionHeld;
        return response(200).json(server.member as User);
      }),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(publicServicesQueryOptions("en").queryKey, servicesWithImages);
    renderWithData(<ServiceScreen slug="sante" panels={communityPanels} />, { queryClient, initialPath: "/" });
    // The tasks arrive with the session still on its way: a tap then would open the sign-in dialog.
    await waitFor(() => expect(calls.some((call) => call.startsWith("GET /api/services/"))).toBe(true));
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(screen.queryByRole("button", { name: "Ask a contributor to call you" })).toBeNull();
    answerSession();
    const card = await screen.findByRole("article", { name: "Note lè klinik la louvri" });
    fireEvent.click(within(card).getByRole("button", { name: "Ask a contributor to call you" }));
    expect(await screen.findByRole("dialog", { name: "call request 12" })).toBeTruthy();
  });

  it("keeps the open wizard in the address: a reload opens it again, closing or the back button takes it out", async () => {
    const { router } = await renderService("sante", { ...testMember, joinedServiceId: 1 });
    await screen.findByRole("article", { name: "Pran foto devan klinik la" });
    fireEvent.click(within(taskCard("Pran foto devan klinik la")).getByRole("button", { name: "Contribute" }));
    expect(await screen.findByRole("dialog", { name: "wizard Pran foto devan klinik la (1)" })).toBeTruthy();
    expect(router.state.location.search).toEqual({ contribute: 13 });
    router.history.back();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.search).toEqual({});
    cleanup();

    const reloaded = await renderService("sante", { ...testMember, joinedServiceId: 1 }, "/?contribute=13");
    expect(await screen.findByRole("dialog", { name: "wizard Pran foto devan klinik la (1)" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(reloaded.router.state.location.search).toEqual({});
  });

  it("opens the call request from its address and takes it out with the back button", async () => {
    const { router } = await renderService("sante", { ...testMember, joinedServiceId: 2 });
    await screen.findByRole("article", { name: "Note lè klinik la louvri" });
    fireEvent.click(within(taskCard("Note lè klinik la louvri")).getByRole("button", { name: "Ask a contributor to call you" }));
    await screen.findByRole("dialog", { name: "call request 12" });
    expect(router.state.location.search).toEqual({ call: 12 });
    router.history.back();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    cleanup();

    await renderService("sante", { ...testMember, joinedServiceId: 2 }, "/?call=12");
    expect(await screen.findByRole("dialog", { name: "call request 12" })).toBeTruthy();
  });

  it.each([
    ["an unknown task", "/?contribute=999"],
    ["a finished task", "/?contribute=11"],
    ["a waiting task", "/?contribute=14"],
    ["a task nobody contributed to yet", "/?call=13"],
  ])("drops a dialog asked for on %s, and shows the list", async (_case, path) => {
    const { router } = await renderService("sante", { ...testMember, joinedServiceId: 1 }, path);
    await screen.findByRole("article", { name: "Pran foto devan klinik la" });
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("gives a visitor arriving on a wizard's address the sign-in dialog, keeping the wizard for after it", async () => {
    const signIn = vi.fn();
    window.addEventListener(openLoginModalEvent, signIn);
    try {
      const { router } = await renderService("sante", null, "/?contribute=13");
      await screen.findByRole("article", { name: "Pran foto devan klinik la" });
      await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
      expect(readPendingAction(localStorage.getItem(pendingActionKey))).toEqual({
        type: "joinService",
        serviceId: 1,
        returnPath: "/services/sante?contribute=13",
      });
      expect(router.state.location.search).toEqual({});
      expect(screen.queryByRole("dialog")).toBeNull();
    } finally {
      window.removeEventListener(openLoginModalEvent, signIn);
      localStorage.removeItem(pendingActionKey);
    }
  });

  it("gives a visitor arriving on a call request's address the sign-in dialog", async () => {
    const signIn = vi.fn();
    window.addEventListener(openLoginModalEvent, signIn);
    try {
      await renderService("sante", null, "/?call=12");
      await screen.findByRole("article", { name: "Note lè klinik la louvri" });
      await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole("dialog")).toBeNull();
    } finally {
      window.removeEventListener(openLoginModalEvent, signIn);
    }
  });

  it("offers a member of another service arriving on a wizard's address to join, as the button would", async () => {
    const { router } = await renderService("sante", { ...testMember, joinedServiceId: 2 }, "/?contribute=13");
    const active = await screen.findByRole("article", { name: "Pran foto devan klinik la" });
    expect(await within(active).findByText(/already a member of another service/)).toBeTruthy();
    expect(router.state.location.search).toEqual({});
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says the tasks could not be loaded and asks again on retry", async () => {
    api.use(...servicesApi.listServiceTasks.answers.serverError);
    await renderService("sante", null);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not load the tasks");
    api.resetHandlers();
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Pran foto devan klinik la" })).toBeTruthy();
  });
});
