// @vitest-environment happy-dom
import { readPendingAction } from "@kominote/core/rules/pending-actions";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openLoginModalEvent } from "../../../layout/login-dialog-state";
import { storedPendingActionKey } from "../../../lib/pending-actions/pending-action-flag";
import { testMember } from "../../../testing/member";
import { renderWithData } from "../../../testing/render-with-data";
import { jsonResponse } from "../../../testing/stub-fetch";
import { toastQueue } from "../../../ui/toast-queue";
import { placeDraftKey } from "../lib/place-form";
import { deviceAt, deviceFailing, samplePlaces } from "../testing/places";
import { LokateScreen } from "./lokate-screen";

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly body: FormData | null;
}

let sent: Sent[] = [];
let loginRequests = 0;
const countLoginRequest = (): void => {
  loginRequests += 1;
};

beforeEach(() => {
  sent = [];
  loginRequests = 0;
  window.localStorage.clear();
  window.addEventListener(openLoginModalEvent, countLoginRequest);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastQueue.clear();
  window.removeEventListener(openLoginModalEvent, countLoginRequest);
});

/** The API as the finder reads it: the current member, a list page, and the created place. */
const renderAs = async (member: typeof testMember | null, geolocation: Geolocation, initialPath = "/") => {
  vi.stubGlobal("fetch", async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === "POST" ? await request.formData() : null;
    sent.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
    if (url.pathname === "/api/auth/user") return member === null ? jsonResponse({ code: "AUTH.REQUIRED", message: "" }, 401) : jsonResponse(member);
    if (url.pathname === "/api/locations" && request.method === "POST") return jsonResponse({ ...samplePlaces[0], status: "pending", approved: false }, 201);
    if (url.pathname === "/api/locations") return jsonResponse(samplePlaces.slice(0, 2));
    return jsonResponse({ code: "NOT_FOUND", message: "" }, 404);
  });
  const rendered = await renderWithData(<LokateScreen geolocation={geolocation} />, { language: "ht", initialPath });
  await screen.findByRole("heading", { level: 1, name: "Jwenn ak Pataje Kote yo" });
  return rendered;
};

describe("LokateScreen's add tab", () => {
  it("names a refused position in its own words", async () => {
    const user = userEvent.setup();
    await renderAs(testMember, deviceFailing(1));
    await user.click(screen.getByRole("button", { name: "Jwenn kote m ye" }));
    expect(await screen.findByText(/Ou pa bay otorizasyon/)).toBeTruthy();
  });

  it("asks for a name and the coordinates before sending anything", async () => {
    const user = userEvent.setup();
    await renderAs(testMember, deviceAt(18.53927, -72.335));
    await user.click(screen.getByRole("button", { name: "Soumèt kote a" }));
    expect(await screen.findByText("Tanpri antre non kote a.")).toBeTruthy();
    expect(screen.getByText("Tanpri jwenn kowòdone ou yo anvan ou soumèt enfòmasyon an.")).toBeTruthy();
    expect(sent.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("sends a member's place as a multipart form with coordinates to 6 decimals, then says it will be reviewed", async () => {
    const user = userEvent.setup();
    await renderAs(testMember, deviceAt(18.5392701, -72.3350009));
    await user.click(screen.getByRole("button", { name: "Jwenn kote m ye" }));
    expect(await screen.findByText("18.539270")).toBeTruthy();
    await user.type(screen.getByLabelText("Non kote a"), "  Mache Petyonvil ");
    await user.click(screen.getByRole("button", { name: "Soumèt kote a" }));
    await waitFor(() => expect(sent.some((call) => call.method === "POST")).toBe(true));
    const form = sent.find((call) => call.method === "POST")?.body;
    expect(form?.get("name")).toBe("Mache Petyonvil");
    expect(form?.get("latitude")).toBe("18.539270");
    expect(form?.get("longitude")).toBe("-72.335001");
    await waitFor(() => expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toContain("Siksè!"));
    expect((screen.getByLabelText("Non kote a") as HTMLInputElement).value).toBe("");
  });

  it("keeps a visitor's place and asks them to sign in, to come back to the finder", async () => {
    const user = userEvent.setup();
    await renderAs(null, deviceAt(18.53927, -72.335));
    await screen.findByRole("heading", { name: "Ou poko konekte" });
    await user.click(screen.getByRole("button", { name: "Jwenn kote m ye" }));
    await screen.findByText("18.539270");
    await user.type(screen.getByLabelText("Non kote a"), "Pak Kolonbi");
    await user.click(screen.getByRole("button", { name: "Soumèt kote a" }));
    await waitFor(() => expect(loginRequests).toBe(1));
    expect(readPendingAction(window.localStorage.getItem(storedPendingActionKey))).toEqual({ type: "addLocation", returnPath: "/lokate" });
    expect(JSON.parse(window.localStorage.getItem(placeDraftKey) ?? "{}")).toMatchObject({ name: "Pak Kolonbi", latitude: "18.53927" });
    expect(sent.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("reopens the form with what the visitor typed once they are signed in", async () => {
    window.localStorage.setItem(placeDraftKey, JSON.stringify({ name: "Pak Kolonbi", description: "", latitude: "18.53927", longitude: "-72.335" }));
    await renderAs(testMember, deviceAt(0, 0));
    await waitFor(() => expect((screen.getByLabelText("Non kote a") as HTMLInputElement).value).toBe("Pak Kolonbi"));
    expect(screen.getByText("18.539270")).toBeTruthy();
    expect(window.localStorage.getItem(placeDraftKey)).toBeNull();
  });
});

describe("LokateScreen's search tab", () => {
  it("asks the server for approved places by name and shows the chosen one's card", async () => {
    const user = userEvent.setup();
    await renderAs(null, deviceAt(18.53927, -72.335), "/?tab=search");
    await user.click(await screen.findByRole("button", { name: "Gade Mache Petyonvil" }));
    expect(sent.some((call) => call.path.startsWith("/api/locations?") && call.path.includes("status=approved") && call.path.includes("sort=name"))).toBe(true);
    expect(await screen.findByRole("heading", { level: 2, name: "Mache Petyonvil" })).toBeTruthy();
    expect(screen.getByText("18.512034, -72.285741")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Louvri sou OpenStreetMap/ }).getAttribute("href")).toContain("mlat=18.512034");
  });

  it("sends the words searched once typing pauses, with the region chosen", async () => {
    const user = userEvent.setup();
    await renderAs(testMember, deviceAt(18.53927, -72.335), "/?tab=search");
    await screen.findByRole("button", { name: "Gade Mache Petyonvil" });
    await user.selectOptions(screen.getByLabelText("Rejyon"), "north");
    await user.type(screen.getByRole("searchbox", { name: "Chèche" }), "Katedral");
    await waitFor(() => expect(sent.some((call) => call.path.includes("q=Katedral") && call.path.includes("region=north"))).toBe(true));
    // Not a request per key: nothing was asked for a part of the word.
    expect(sent.some((call) => /q=K(&|$)|q=Ka(&|$)|q=Kat(&|$)/.test(call.path))).toBe(false);
  });
});
