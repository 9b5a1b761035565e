// @vitest-environment happy-dom
import type { Notification } from "@kominote/core/schemas/notifications";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { Providers } from "../../../testing/story-providers";
import { notificationsServer } from "../testing/api-handlers";
import { manyUnread, notificationsNow, sampleNotifications } from "../testing/notifications";
import { NotificationBell } from "./notification-bell";

/** The member's notifications, marked read as the panel reads them (a fresh server in each test). */
const { server, calls } = mockApiInEachTest();
const serve = (notifications: readonly Notification[] = sampleNotifications) => server.use(...notificationsServer(notifications).handlers);

const renderBell = () =>
  render(
    <Providers>
      <NotificationBell />
    </Providers>,
  );

const openPanel = async (name: string | RegExp) => {
  fireEvent.click(await screen.findByRole("button", { name }, { timeout: 5000 }));
  return screen.findByRole("dialog", { name: "Notifikasyon" });
};

beforeEach(() => {
  // Only the clock is fixed (the relative times); timers stay real for the queries.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(notificationsNow);
  serve();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("NotificationBell", () => {
  it("names the unread count on the bell and shows it on the badge", async () => {
    renderBell();
    await screen.findByRole("button", { name: "Notifikasyon, 2 poko li" }, { timeout: 5000 });
    expect(screen.getByTestId("notification-badge").textContent).toBe("2");
  });

  it("shows 99+ above 99 unread", async () => {
    serve(manyUnread(150));
    renderBell();
    await screen.findByRole("button", { name: "Notifikasyon, 150 poko li" }, { timeout: 5000 });
    expect(screen.getByTestId("notification-badge").textContent).toBe("99+");
  });

  it("has no badge when everything is read", async () => {
    serve([]);
    renderBell();
    const panel = await openPanel("Notifikasyon");
    expect(await within(panel).findByText("Pa gen notifikasyon", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId("notification-badge")).toBeNull();
  });

  it("lists title, message and relative time, marks an unread one read on click and refetches", async () => {
    renderBell();
    const panel = await openPanel("Notifikasyon, 2 poko li");
    const call = await within(panel).findByRole("button", { name: /Yon moun vle rele w/ }, { timeout: 5000 });
    expect(call.textContent).toContain("Rose Michel mande pou l pale avè w sou pwen dlo a.");
    expect(call.textContent).toContain("12 minit pase");
    expect(within(panel).getByText("Kounye a")).toBeTruthy();
    expect(within(panel).getByText("5 è pase")).toBeTruthy();
    expect(within(panel).getByText("3 jou pase")).toBeTruthy();
    expect(within(panel).getByText("Reyinyon kominotè samdi")).toBeTruthy();
    fireEvent.click(call);
    await screen.findByRole("button", { name: "Notifikasyon, 1 poko li" }, { timeout: 5000 });
    expect(calls).toEqual(["GET /api/notifications", "PATCH /api/notifications/13/read", "GET /api/notifications"]);
  });

  it("does nothing when a read notification is clicked", async () => {
    renderBell();
    const panel = await openPanel("Notifikasyon, 2 poko li");
    const read = await within(panel).findByText("Reyinyon kominotè samdi", {}, { timeout: 5000 });
    expect(within(panel).queryByRole("button", { name: /Reyinyon kominotè samdi/ })).toBeNull();
    fireEvent.click(read);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(["GET /api/notifications"]);
  });

  it("marks everything read and refetches the list", async () => {
    renderBell();
    const panel = await openPanel("Notifikasyon, 2 poko li");
    fireEvent.click(await within(panel).findByRole("button", { name: "Make tout kòm li" }, { timeout: 5000 }));
    await waitFor(() => expect(screen.queryByTestId("notification-badge")).toBeNull());
    expect(calls).toEqual(["GET /api/notifications", "PATCH /api/notifications/mark-all-read", "GET /api/notifications"]);
    expect(within(panel).queryAllByRole("button", { name: /poko li/ })).toEqual([]);
  });

  it("keeps the focus in the panel when marking read takes away the pressed control", async () => {
    renderBell();
    const panel = await openPanel("Notifikasyon, 2 poko li");
    const item = await within(panel).findByRole("button", { name: /Yon moun vle rele w/ }, { timeout: 5000 });
    item.focus();
    fireEvent.click(item);
    await screen.findByRole("button", { name: "Notifikasyon, 1 poko li" }, { timeout: 5000 });
    expect(document.activeElement).toBe(within(panel).getByRole("heading", { name: "Notifikasyon" }));
    const markAll = within(panel).getByRole("button", { name: "Make tout kòm li" });
    markAll.focus();
    fireEvent.click(markAll);
    await waitFor(() => expect(screen.queryByTestId("notification-badge")).toBeNull());
    expect(panel.contains(document.activeElement)).toBe(true);
  });
});
