// @vitest-environment happy-dom
import { readPendingAction } from "@kominote/core/rules/pending-actions";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLoginModalEvent } from "../../../layout/login-dialog-state";
import { storedPendingActionKey } from "../../../lib/pending-actions/pending-action-flag";
import { testMember } from "../../../testing/member";
import { renderWithData } from "../../../testing/render-with-data";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { asVisitor, authApi } from "../../auth/testing";
import { placesServer } from "../testing/api-handlers";
import { toastQueue } from "../../../ui/toast-queue";
import { placeDraftKey } from "../lib/place-form";
import { deviceAt, deviceFailing } from "../testing/places";
import { LokateScreen } from "./lokate-screen";

const { server, addresses, calls } = mockApiInEachTest(...successHandlers(authApi));
/** The map's places: a new one is the member's own, pending review; its form fields are kept. */
let places: ReturnType<typeof placesServer>;
const posts = () => calls.filter((call) => call.startsWith("POST "));
let loginRequests = 0;
const countLoginRequest = (): void => {
  loginRequests += 1;
};

beforeEach(() => {
  places = placesServer();
  server.use(...places.handlers);
  loginRequests = 0;
  window.localStorage.clear();
  window.addEventListener(openLoginModalEvent, countLoginRequest);
});

afterEach(() => {
  window.removeEventListener(openLoginModalEvent, countLoginRequest);
});

/** The API as the finder reads it: the current member, a list page, and the created place. */
const renderAs = async (member: typeof testMember | null, geolocation: Geolocation, initialPath = "/") => {
  if (member === null) server.use(...asVisitor);
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
    expect(posts()).toHaveLength(0);
  });

  it("sends a member's place as a multipart form with coordinates to 6 decimals, then says it will be reviewed", async () => {
    const user = userEvent.setup();
    await renderAs(testMember, deviceAt(18.5392701, -72.3350009));
    await user.click(screen.getByRole("button", { name: "Jwenn kote m ye" }));
    expect(await screen.findByText("18.539270")).toBeTruthy();
    await user.type(screen.getByLabelText("Non kote a"), "  Mache Petyonvil ");
    await user.click(screen.getByRole("button", { name: "Soumèt kote a" }));
    await waitFor(() => expect(places.created).toHaveLength(1));
    expect(places.created[0]).toMatchObject({ name: "Mache Petyonvil", latitude: "18.539270", longitude: "-72.335001" });
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
    expect(posts()).toHaveLength(0);
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
    expect(addresses.some((path) => path.startsWith("/api/locations?") && path.includes("status=approved") && path.includes("sort=name"))).toBe(true);
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
    await waitFor(() => expect(addresses.some((path) => path.includes("q=Katedral") && path.includes("region=north"))).toBe(true));
    // Not a request per key: nothing was asked for a part of the word.
    expect(addresses.some((path) => /q=K(&|$)|q=Ka(&|$)|q=Kat(&|$)/.test(path))).toBe(false);
  });
});
