// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heldAnswer } from "../../../testing/msw/held-answer";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { renderWithData } from "../../../testing/render-with-data";
import { myResponsesApi } from "../testing/api-handlers";
import { MyResponsesScreen } from "./my-responses-screen";

const { server, paths } = mockApiInEachTest(...successHandlers(myResponsesApi));

describe("MyResponsesScreen", () => {
  it("says 'K ap chache repons yo...' while the member's own list arrives", async () => {
    const { handler, release } = heldAnswer("get", "/api/users/{id}/responses");
    server.use(handler);
    await renderWithData(<MyResponsesScreen userId={7} />, { language: "ht" });
    expect((await screen.findByRole("status")).textContent).toBe("K ap chache repons yo...");
    release();
    expect(await screen.findByText("3 repons an tout")).toBeTruthy();
    expect(paths).toEqual(["/api/users/7/responses"]);
    expect(screen.getByRole("heading", { level: 1, name: "Repons Mwen" })).toBeTruthy();
  });

  it("shows subject, forum, content, date, likes and a link to the forum", async () => {
    await renderWithData(<MyResponsesScreen userId={7} />, { language: "ht" });
    const card = await screen.findByRole("article", { name: "Jounen vaksinasyon" });
    expect(within(card).getByText("Kòman pou nou òganize jounen vaksinasyon an")).toBeTruthy();
    expect(within(card).getByText(/^Bon ide! Mwen dakò\./)).toBeTruthy();
    expect(within(card).getByText("3 moun ki renmen")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Wè fowòm nan" }).getAttribute("href")).toBe("/forums/4");
    expect(within(card).getByText((_, element) => element?.tagName === "TIME").getAttribute("dateTime")).toBe(
      "2026-03-12T14:55:00.000Z",
    );
  });

  it("falls back to 'Repons nan Fowòm' and 'Pa gen kontni', and says nothing of likes at 0", async () => {
    await renderWithData(<MyResponsesScreen userId={7} />, { language: "ht" });
    const [untitled, empty] = await screen.findAllByRole("article", { name: "Repons nan Fowòm" });
    if (untitled === undefined || empty === undefined) throw new Error("Two responses have no subject");
    expect(within(untitled).getByText("Klinik la louvri samdi jiska midi.")).toBeTruthy();
    expect(within(untitled).getByText("1 moun ki renmen")).toBeTruthy();
    expect(within(empty).getByText("Pa gen kontni")).toBeTruthy();
    expect(within(empty).queryByText(/moun ki renmen/)).toBeNull();
    expect(within(empty).getByRole("link", { name: "Wè fowòm nan" }).getAttribute("href")).toBe("/forums/5");
  });

  it("invites a member with no posts yet to the services", async () => {
    server.use(...myResponsesApi.listUserResponses.answers.empty);
    await renderWithData(<MyResponsesScreen userId={7} />);
    expect(await screen.findByRole("heading", { name: "No responses yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the services" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("says the list could not be loaded and asks again on retry", async () => {
    server.use(...myResponsesApi.listUserResponses.answers.serverError);
    await renderWithData(<MyResponsesScreen userId={7} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not load your responses");
    server.resetHandlers();
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("3 responses in all")).toBeTruthy();
  });
});
