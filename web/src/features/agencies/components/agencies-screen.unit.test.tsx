// @vitest-environment happy-dom
import { readPendingAction } from "@kominote/core/rules/pending-actions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLoginModalEvent } from "../../../layout/login-dialog-state";
import { storedPendingActionKey } from "../../../lib/pending-actions/pending-action-flag";
import { testMember } from "../../../testing/member";
import { renderWithData } from "../../../testing/render-with-data";
import { toastQueue } from "../../../ui/toast-queue";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { asVisitor, authApi } from "../../auth/testing";
import { agenciesApi, agenciesServer } from "../testing/api-handlers";
import { schoolForm, schoolRequest } from "../testing/agencies";
import { AgenciesScreen } from "./agencies-screen";

const { server: api } = mockApiInEachTest(...successHandlers(authApi));
let server: ReturnType<typeof agenciesServer>;
let loginRequests = 0;
const countLoginRequest = (): void => {
  loginRequests += 1;
};

beforeEach(() => {
  server = agenciesServer();
  api.use(...server.handlers);
  loginRequests = 0;
  window.localStorage.clear();
  window.addEventListener(openLoginModalEvent, countLoginRequest);
});

afterEach(() => {
  window.removeEventListener(openLoginModalEvent, countLoginRequest);
});

const renderAs = async (member: typeof testMember | null, initialPath = "/") => {
  if (member === null) api.use(...asVisitor);
  const rendered = await renderWithData(<AgenciesScreen />, { language: "ht", initialPath });
  await screen.findByRole("heading", { level: 1, name: "Ajans Gouvènman yo" });
  return rendered;
};

/** Fills the add-agency form with the text of `schoolForm`, field by field as a member would. */
const fillSchool = async (dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>): Promise<void> => {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field("Non ajans lan"), schoolForm.name);
  await user.selectOptions(field("Kalite"), schoolForm.type);
  await user.selectOptions(field("Depatman"), schoolForm.department);
  await user.type(field("Deskripsyon"), schoolForm.description);
  await user.type(field("Telefòn"), schoolForm.phone);
  await user.type(field("Adrès"), schoolForm.address);
  await user.type(field("Sèvis yo"), schoolForm.services);
};

const cards = () => within(screen.getByRole("list", { name: "Lis ajans yo" })).getAllByRole("article");

describe("AgenciesScreen for a visitor", () => {
  it("lists the agencies as cards with headings, contacts and services", async () => {
    await renderAs(null);
    await screen.findByRole("list", { name: "Lis ajans yo" });
    expect(cards().map((card) => within(card).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Direction Générale des Impôts (DGI)",
      "Hôpital Universitaire Justinien",
      "Mairie des Cayes",
      "Office National d'Identification (ONI)",
    ]);
    const dgi = cards()[0] as HTMLElement;
    expect(within(dgi).getByText("Taks ak enpo")).toBeTruthy();
    expect(within(dgi).getByText("Lwès")).toBeTruthy();
    // The label ends where the value starts: "Depatman: Lwès", not "Depatman Lwès".
    expect(within(dgi).getByText("Lwès").previousElementSibling?.textContent).toBe("Depatman:");
    expect(within(dgi).getByRole("link", { name: "+509 28 13 1515" }).getAttribute("href")).toBe("tel:+50928131515");
    expect(within(dgi).getByRole("link", { name: "info@dgi.gouv.ht" }).getAttribute("href")).toBe("mailto:info@dgi.gouv.ht");
    const website = within(dgi).getByRole("link", { name: "dgi.gouv.ht" });
    expect(website.getAttribute("rel")).toContain("noopener");
    expect(within(within(dgi).getByRole("list", { name: "Sèvis yo ofri" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "NIF",
      "Patant",
      "Deklarasyon enpo",
    ]);
    expect(document.title).toBe("Ajans Gouvènman yo | Kominote");
    expect(within(screen.getByRole("region", { name: "Rezime anyè a" })).getByText("Total ajans").nextSibling?.textContent).toBe("4");
  });

  it("filters by type, department and search, kept in the address", async () => {
    const { router } = await renderAs(null, "/?department=Ouest");
    await screen.findByRole("list", { name: "Lis ajans yo" });
    expect(cards()).toHaveLength(2);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Kalite ajans"), "tax");
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(router.state.location.search).toEqual({ department: "Ouest", type: "tax" });
    await user.selectOptions(screen.getByLabelText("Depatman"), "");
    await user.selectOptions(screen.getByLabelText("Kalite ajans"), "");
    await user.type(screen.getByRole("searchbox", { name: "Chèche" }), "okap");
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(router.state.location.search).toEqual({ q: "okap" });
  });

  it("says 'no agencies found' and clears the filters", async () => {
    await renderAs(null, "/?q=zzz");
    await screen.findByText("Pa jwenn okenn ajans");
    const user = userEvent.setup();
    const [clear] = screen.getAllByRole("button", { name: "Retire filt yo" });
    await user.click(clear as HTMLElement);
    await waitFor(() => expect(cards()).toHaveLength(4));
    const box = screen.getByRole("searchbox", { name: "Chèche" }) as HTMLInputElement;
    expect(box.value).toBe("");
    expect(document.activeElement).toBe(box);
  });

  it("asks a visitor pressing 'add' to sign in, and keeps where to come back with the dialog open", async () => {
    await renderAs(null);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Ajoute yon ajans" }));
    expect(toastQueue.visibleToasts[0]?.content).toMatchObject({ title: "Ou dwe konekte", description: "Konekte pou ou ka ajoute yon ajans." });
    expect(loginRequests).toBe(1);
    expect(readPendingAction(window.localStorage.getItem(storedPendingActionKey))).toEqual({
      type: "accessTool",
      toolId: "government-agencies",
      returnPath: "/government-agencies?add=1",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the problem state with a retry", async () => {
    api.use(...agenciesApi.listGovernmentAgencies.answers.serverError);
    await renderAs(null);
    const problem = await screen.findByRole("alert");
    expect(problem.textContent).toContain("Nou pa t ka chaje lis ajans yo.");
    api.resetHandlers();
    api.use(...server.handlers, ...asVisitor);
    await userEvent.setup().click(within(problem).getByRole("button", { name: "Eseye ankò" }));
    await screen.findByRole("list", { name: "Lis ajans yo" });
  });
});

describe("AgenciesScreen for a member", () => {
  it("checks the form on the member's side first, with each problem under its field", async () => {
    await renderAs(testMember);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ajoute yon ajans" }));
    const dialog = await screen.findByRole("dialog", { name: "Ajoute yon ajans" });
    expect(within(dialog).getByText("Yon moderatè ap verifye ajans lan anvan li parèt nan lis la.")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Imèl (si genyen)"), "lekol@");
    await user.click(within(dialog).getByRole("button", { name: "Ajoute ajans lan" }));
    const name = within(dialog).getByLabelText("Non ajans lan");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
    expect(within(dialog).getAllByText("Chan sa a obligatwa.")).toHaveLength(7);
    expect(within(dialog).getByText("Imèl sa a pa valid")).toBeTruthy();
    expect(server.created).toEqual([]);
  });

  it("sends the agency, says it waits for review, and refreshes the list", async () => {
    const { router } = await renderAs(testMember, "/?add=1");
    const dialog = await screen.findByRole("dialog", { name: "Ajoute yon ajans" });
    const user = userEvent.setup();
    await fillSchool(dialog, user);
    expect(server.listed()).toBe(1);
    await user.click(within(dialog).getByRole("button", { name: "Ajoute ajans lan" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(server.listed()).toBe(2));
    expect(server.created[0]).toEqual(schoolRequest);
    expect(toastQueue.visibleToasts[0]?.content).toMatchObject({
      title: "Ajans yo ajoute!",
      description: "Mèsi! Yon moderatè ap verifye li anvan li parèt nan lis la.",
    });
    expect(router.state.location.search).toEqual({});
  });

  it("puts the server's field problems on their fields and its message in view", async () => {
    api.use(
      apiHttp.post("/api/government-agencies", ({ response }) =>
        response(400).json({ code: "REQUEST.INVALID", message: "Done yo pa valid.", fields: { name: "Non sa a deja egziste.", submittedBy: "x" } }),
      ),
    );
    await renderAs(testMember, "/?add=1");
    const dialog = await screen.findByRole("dialog", { name: "Ajoute yon ajans" });
    const user = userEvent.setup();
    await fillSchool(dialog, user);
    await user.click(within(dialog).getByRole("button", { name: "Ajoute ajans lan" }));
    await within(dialog).findByText("Non sa a deja egziste.");
    expect(within(dialog).getByLabelText("Non ajans lan").getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByText("Done yo pa valid.")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
