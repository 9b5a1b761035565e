// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { renderWithData } from "../../../testing/render-with-data";
import { toastQueue } from "../../../ui/toast-queue";
import { authApi } from "../../auth/testing";
import { safePlacesApi, safePlacesServer } from "../testing/api-handlers";
import { SafePlacesScreen } from "./safe-places-screen";

const { server: api } = mockApiInEachTest(...successHandlers(authApi));
let server: ReturnType<typeof safePlacesServer>;
const here = { latitude: 18.5392, longitude: -72.335 };

beforeEach(() => {
  server = safePlacesServer();
  api.use(...server.handlers);
});

const renderScreen = async (initialPath = "/", locate = async () => here) => {
  const rendered = await renderWithData(<SafePlacesScreen locate={locate} />, { language: "ht", initialPath });
  await screen.findByRole("heading", { level: 1, name: "Kote Sekirize yo" });
  return rendered;
};

const verifiedList = () => screen.findByRole("list", { name: "Lis kote sekirize yo" });
const card = (name: string) => screen.getByRole("article", { name });

describe("SafePlacesScreen", () => {
  it("shows the verified places as cards, with category, badge, rating, tags, reporter and Creole dates", async () => {
    await renderScreen();
    const list = await verifiedList();
    expect(within(list).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Lopital Inivèsite Leta Ayiti (HUEH)",
      "Abri Sitwayen Okap",
    ]);
    const hospital = card("Lopital Inivèsite Leta Ayiti (HUEH)");
    for (const text of ["Lopital", "Verifye", "4,5 sou 5", "Marie Joseph", "2 mas 2026", "4 mas 2026", "ijans", "24 sou 24"]) {
      expect(within(hospital).getByText(text)).toBeTruthy();
    }
    expect(document.title).toBe("Kote Sekirize yo | Kominote");
  });

  it("lists the member's own places awaiting review or refused apart, with the moderator's reason", async () => {
    await renderScreen();
    const mine = await screen.findByRole("region", { name: "Kote ou ajoute ki poko verifye" });
    const pending = within(mine).getByRole("article", { name: "Komisarya Jakmèl" });
    expect(within(pending).getByText("K ap verifye")).toBeTruthy();
    const refused = within(mine).getByRole("article", { name: "Legliz Sen Trinite" });
    expect(within(refused).getByText("Pa verifye")).toBeTruthy();
    expect(within(refused).getByText("Adrès la pa kòrèk.")).toBeTruthy();
  });

  it("offers 'edit' only where the server says the member may correct the place", async () => {
    await renderScreen();
    await verifiedList();
    expect(within(card("Lopital Inivèsite Leta Ayiti (HUEH)")).queryByRole("button")).toBeNull();
    expect(within(card("Abri Sitwayen Okap")).getByRole("button", { name: "Modifye Abri Sitwayen Okap" })).toBeTruthy();
  });

  it("asks the server for the category and the search in the address, and keeps them there", async () => {
    const { router } = await renderScreen("/?category=hospital");
    await verifiedList();
    expect(server.listed[0]).toBe("?category=hospital");
    expect((screen.getByLabelText("Kategori") as HTMLSelectElement).value).toBe("hospital");
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Kategori"), "police");
    await user.type(screen.getByRole("searchbox", { name: "Chèche" }), "jakmel");
    await waitFor(() => expect(router.state.location.search).toEqual({ category: "police", q: "jakmel" }));
    await waitFor(() => expect(server.listed).toContain("?q=jakmel&category=police"));
    // Typing asks once the member pauses, not once per letter.
    expect(server.listed.filter((query) => query.startsWith("?q=j"))).toEqual(["?q=jakmel&category=police"]);
  });

  it("says there is none for a filter, and clears it", async () => {
    const { router } = await renderScreen("/?category=embassy");
    await screen.findByText("Pa gen kote sekirize");
    expect(screen.getByText("Eseye lòt mo, oswa retire filt la.")).toBeTruthy();
    const [clear] = screen.getAllByRole("button", { name: "Retire filt yo" });
    await userEvent.setup().click(clear as HTMLElement);
    await verifiedList();
    expect(router.state.location.search).toEqual({});
  });

  it("adds a place from the device's position, says it waits for review, and asks for the list again", async () => {
    await renderScreen();
    await verifiedList();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Ajoute yon kote" }));
    const dialog = await screen.findByRole("dialog", { name: "Ajoute yon kote sekirize" });
    await user.click(within(dialog).getByRole("button", { name: "Ajoute kote a" }));
    expect(within(dialog).getAllByText("Chan sa a obligatwa.")).toHaveLength(6);
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Non kote a"));
    await user.type(within(dialog).getByLabelText("Non kote a"), "Abri Leyogàn");
    await user.selectOptions(within(dialog).getByLabelText("Kategori"), "shelter");
    await user.type(within(dialog).getByLabelText("Adrès"), "Route Nationale 2, Leyogàn");
    await user.type(within(dialog).getByLabelText("Deskripsyon"), "Abri pou fanmi.");
    await user.click(within(dialog).getByRole("button", { name: "Sèvi ak pozisyon mwen" }));
    await within(dialog).findByText("Nou mete pozisyon ou nan latitid ak lonjitid.");
    expect((within(dialog).getByLabelText("Latitid") as HTMLInputElement).value).toBe("18.5392");
    await user.type(within(dialog).getByLabelText("Mo kle (si genyen)"), "siklòn, fanmi");
    const listed = server.listed.length;
    await user.click(within(dialog).getByRole("button", { name: "Ajoute kote a" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.created).toEqual([
      {
        name: "Abri Leyogàn",
        category: "shelter",
        address: "Route Nationale 2, Leyogàn",
        description: "Abri pou fanmi.",
        latitude: 18.5392,
        longitude: -72.335,
        tags: ["siklòn", "fanmi"],
      },
    ]);
    expect(toastQueue.visibleToasts[0]?.content).toMatchObject({ title: "Kote Sekiré Ajoute" });
    await waitFor(() => expect(server.listed.length).toBeGreaterThan(listed));
  });

  it("says why the device gave no position", async () => {
    await renderScreen("/", () => Promise.reject(Object.assign(new Error("denied"), { code: 1 })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ajoute yon kote" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Sèvi ak pozisyon mwen" }));
    await within(dialog).findByText("Pa ka jwenn pozisyon ou an. Tanpri aksepte otorizasyon an.");
  });

  it("corrects one's own place, and puts the server's field problems on their fields", async () => {
    api.use(
      apiHttp.patch("/api/safe-places/{id}", async ({ params, request, response }) => {
        server.updated.push({ id: Number(params.id), body: await request.json() });
        return response(400).json({ code: "REQUEST.INVALID", message: "Done yo pa valab.", fields: { latitude: "Kote sa a pa ann Ayiti." } });
      }),
    );
    await renderScreen();
    await verifiedList();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Modifye Abri Sitwayen Okap" }));
    const dialog = await screen.findByRole("dialog", { name: "Modifye kote a" });
    expect((within(dialog).getByLabelText("Non kote a") as HTMLInputElement).value).toBe("Abri Sitwayen Okap");
    await user.click(within(dialog).getByRole("button", { name: "Sove chanjman yo" }));
    await within(dialog).findByText("Kote sa a pa ann Ayiti.");
    expect(within(dialog).getByLabelText("Latitid").getAttribute("aria-invalid")).toBe("true");
    expect(server.updated).toEqual([{ id: 2, body: expect.objectContaining({ name: "Abri Sitwayen Okap", category: "shelter" }) }]);
  });

  it("shows the problem state with a retry", async () => {
    api.use(...safePlacesApi.listSafePlaces.answers.serverError);
    await renderScreen();
    const problem = await screen.findByRole("alert");
    expect(problem.textContent).toContain("Nou pa t ka chaje lis kote yo.");
    api.resetHandlers();
    api.use(...server.handlers);
    await userEvent.setup().click(within(problem).getByRole("button", { name: "Eseye ankò" }));
    await verifiedList();
  });
});
