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
import { connectionPointsApi, connectionPointsServer } from "../testing/api-handlers";
import { ConnectionPointsScreen } from "./connection-points-screen";

const { server: api } = mockApiInEachTest(...successHandlers(authApi), ...connectionPointsApi.getConnectionPointSummary.answers.success);
let server: ReturnType<typeof connectionPointsServer>;

beforeEach(() => {
  server = connectionPointsServer();
  api.use(...server.handlers);
});

const renderScreen = async (initialPath = "/") => {
  const rendered = await renderWithData(<ConnectionPointsScreen locate={async () => ({ latitude: 18.5, longitude: -72.3 })} />, {
    language: "ht",
    initialPath,
  });
  await screen.findByRole("heading", { level: 1, name: "Kat Koneksyon Entènèt" });
  return rendered;
};

const verifiedList = () => screen.findByRole("list", { name: "Lis pwen koneksyon yo" });
const card = (name: string) => screen.getByRole("article", { name });
const figure = (label: string) => within(screen.getByRole("region", { name: "Chif pwen koneksyon yo" })).getByText(label).nextSibling?.textContent;

describe("ConnectionPointsScreen", () => {
  it("shows the four figures from the summary, the average speed rounded", async () => {
    api.use(apiHttp.get("/api/connection-points/summary", ({ response }) => response(200).json({ total: 1234, active: 3, free: 2, averageSpeed: 21.6 })));
    await renderScreen();
    await waitFor(() => expect(figure("Total pwen")).toBe("1\u202f234"));
    expect(figure("Pwen aktif")).toBe("3");
    expect(figure("Pwen gratis")).toBe("2");
    expect(figure("Vitès mwayèn")).toBe("22 Mbps");
  });

  it("shows speed, reliability, access, status and last test; the requirements only of a point that is not free", async () => {
    await renderScreen();
    await verifiedList();
    const wifi = card("Bibliyotèk Nasyonal");
    for (const text of ["WiFi", "Verifye", "12,5 Mbps", "4 sou 5", "Piblik, Gratis", "Aktif", "5 mas 2026"]) expect(within(wifi).getByText(text)).toBeTruthy();
    expect(within(wifi).queryByText("Kondisyon")).toBeNull();
    expect(within(wifi).queryByRole("button")).toBeNull();
    const cafe = card("Sibè Kafe Petyonvil");
    for (const text of ["4G", "Piblik, Peye", "Achte yon kafe", "De tan atan tan", "Poko teste"]) expect(within(cafe).getByText(text)).toBeTruthy();
    expect(within(cafe).getByRole("button", { name: "Modifye Sibè Kafe Petyonvil" })).toBeTruthy();
    const mine = screen.getByRole("region", { name: "Pwen ou ajoute ki poko verifye" });
    expect(within(within(mine).getByRole("article", { name: "Kab Lakay Jakmèl" })).getByText("Se yon kote prive.")).toBeTruthy();
    expect(within(within(mine).getByRole("article", { name: "Kab Lakay Jakmèl" })).getByText("Pa aktif")).toBeTruthy();
  });

  it("asks the server for the type in the address under its own name", async () => {
    const { router } = await renderScreen("/?type=wifi");
    await verifiedList();
    expect(server.listed[0]).toBe("?connectionType=wifi");
    await userEvent.setup().selectOptions(screen.getByLabelText("Kalite koneksyon"), "satellite");
    await waitFor(() => expect(router.state.location.search).toEqual({ type: "satellite" }));
    await waitFor(() => expect(server.listed).toContain("?connectionType=satellite"));
  });

  it("asks what it takes to connect only once 'free' is unchecked, and sends it", async () => {
    await renderScreen();
    await verifiedList();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Ajoute yon pwen" }));
    const dialog = await screen.findByRole("dialog", { name: "Ajoute yon pwen koneksyon" });
    expect((within(dialog).getByLabelText("Louvri pou piblik la") as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText("Gratis") as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByLabelText("Kondisyon pou itilize l")).toBeNull();
    await user.type(within(dialog).getByLabelText("Non kote a"), "Sibè Jakmèl");
    await user.selectOptions(within(dialog).getByLabelText("Kalite koneksyon"), "wifi");
    await user.type(within(dialog).getByLabelText("Adrès"), "Rue du Commerce, Jakmèl");
    await user.type(within(dialog).getByLabelText("Deskripsyon"), "Sibè kafe.");
    await user.type(within(dialog).getByLabelText("Vitès (Mbps)"), "10");
    await user.click(within(dialog).getByLabelText("Gratis"));
    await user.type(within(dialog).getByLabelText("Kondisyon pou itilize l"), "Peye 100 goud pa èdtan");
    await user.click(within(dialog).getByRole("button", { name: "Sèvi ak pozisyon mwen" }));
    await within(dialog).findByText("Nou mete pozisyon ou nan latitid ak lonjitid.");
    await user.click(within(dialog).getByRole("button", { name: "Ajoute pwen an" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.created).toEqual([
      {
        name: "Sibè Jakmèl",
        connectionType: "wifi",
        address: "Rue du Commerce, Jakmèl",
        description: "Sibè kafe.",
        speed: 10,
        isPublic: true,
        isFree: false,
        requirements: "Peye 100 goud pa èdtan",
        latitude: 18.5,
        longitude: -72.3,
      },
    ]);
    expect(toastQueue.visibleToasts[0]?.content).toMatchObject({ title: "Pwen Koneksyon Ajoute" });
  });

  it("corrects one's own point with a PATCH of its id", async () => {
    await renderScreen();
    await verifiedList();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Modifye Sibè Kafe Petyonvil" }));
    const dialog = await screen.findByRole("dialog", { name: "Modifye pwen koneksyon an" });
    expect((within(dialog).getByLabelText("Kondisyon pou itilize l") as HTMLInputElement).value).toBe("Achte yon kafe");
    await user.clear(within(dialog).getByLabelText("Vitès (Mbps)"));
    await user.type(within(dialog).getByLabelText("Vitès (Mbps)"), "40");
    await user.click(within(dialog).getByRole("button", { name: "Sove chanjman yo" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.updated).toEqual([{ id: 2, body: expect.objectContaining({ speed: 40, reliability: 3.5, isFree: false, requirements: "Achte yon kafe" }) }]);
    expect(toastQueue.visibleToasts[0]?.content).toMatchObject({ title: "Pwen koneksyon modifye!" });
  });
});
