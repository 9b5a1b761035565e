// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { renderWithData } from "../../../testing/render-with-data";
import { exchangeRatesApi } from "../testing/api-handlers";
import { ConverterScreen } from "./converter-screen";

const { server, paths } = mockApiInEachTest(...successHandlers(exchangeRatesApi));

/** Intl separates French digit groups with a narrow no-break space; compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u202f\u00a0]/g, " ");

const amountBox = () => screen.getByRole("textbox", { name: /^Montan/ });
const resultRegion = () => screen.getAllByRole("status").find((region) => region.closest("form") !== null) as HTMLElement;

/** The result line once the half-second busy state is over: "100,00 USD = 13 250,00 HTG". */
const resultLine = async (): Promise<string> => {
  const heading = await within(resultRegion()).findByRole("heading", { level: 2 }, { timeout: 2_000 });
  return plain(heading.nextElementSibling?.textContent);
};
const rateLine = () => plain(within(resultRegion()).getByText(/^1 [A-Z]{3} = /).textContent);

describe("ConverterScreen", () => {
  it("asks the server for the rates once and shows their date, in Haiti's time", async () => {
    await renderWithData(<ConverterScreen />, { language: "ht" });
    expect(await screen.findByRole("heading", { level: 1, name: "Konvètisè lajan" })).toBeTruthy();
    const date = await screen.findByText(/^To yo mete ajou/);
    expect(plain(date.textContent)).toBe("To yo mete ajou 2 avril 2026 a 09:30.");
    expect(paths).toEqual(["/api/exchange-rates"]);
  });

  it("converts 100 US dollars to gourdes after a busy half second, with the rate it used", async () => {
    const user = userEvent.setup();
    await renderWithData(<ConverterScreen />, { language: "ht" });
    await screen.findByText(/^To yo mete ajou/);
    const amount = amountBox();
    expect(amount.getAttribute("inputmode")).toBe("decimal");
    expect((screen.getByLabelText("Soti nan") as HTMLSelectElement).value).toBe("USD");
    expect((screen.getByLabelText("Ale nan") as HTMLSelectElement).value).toBe("HTG");
    await user.type(amount, "100");
    await user.click(screen.getByRole("button", { name: "Konvèti" }));

    expect(screen.getByRole("button", { name: "K ap konvèti..." })).toBeTruthy();
    expect(resultRegion().textContent).toBe("");
    expect(await resultLine()).toBe("100,00 USD = 13 250,00 HTG");
    expect(rateLine()).toBe("1 USD = 132,50 HTG");
    expect(screen.getByRole("button", { name: "Konvèti" })).toBeTruthy();
  });

  it("reads an amount with a comma, converts with the keyboard's Enter, and swaps the currencies", async () => {
    const user = userEvent.setup();
    await renderWithData(<ConverterScreen />, { language: "fr" });
    await screen.findByText(/^Taux mis à jour/);
    await user.selectOptions(screen.getByLabelText("De"), "EUR");
    await user.selectOptions(screen.getByLabelText("Vers"), "DOP");
    await user.type(screen.getByRole("textbox", { name: /^Montant/ }), "12,50{Enter}");
    // 12.50 / 0.85 * 55.5 = 816.176... rounded to the cent.
    expect(await resultLine()).toBe("12,50 EUR = 816,18 DOP");

    await user.click(screen.getByRole("button", { name: "Inverser les devises" }));
    expect((screen.getByLabelText("De") as HTMLSelectElement).value).toBe("DOP");
    expect((screen.getByLabelText("Vers") as HTMLSelectElement).value).toBe("EUR");
    // The shown result described the other direction: it is gone until converted again.
    expect(resultRegion().textContent).toBe("");
    await user.click(screen.getByRole("button", { name: "Convertir" }));
    expect(await resultLine()).toBe("12,50 DOP = 0,19 EUR");
  });

  it("asks for an amount, and gives no result for one that is not a number", async () => {
    const user = userEvent.setup();
    await renderWithData(<ConverterScreen />, { language: "ht" });
    await screen.findByText(/^To yo mete ajou/);
    await user.click(screen.getByRole("button", { name: "Konvèti" }));
    expect(screen.getByRole("alert").textContent).toBe("Tanpri antre yon montan.");
    expect(amountBox().getAttribute("aria-invalid")).toBe("true");

    await user.type(amountBox(), "abc");
    expect(screen.getByRole("alert").textContent).toBe("");
    await user.click(screen.getByRole("button", { name: "Konvèti" }));
    expect(screen.getByRole("alert").textContent).toContain("Sa a pa yon montan.");
    // No busy state and no result, now or later.
    expect(screen.queryByRole("button", { name: "K ap konvèti..." })).toBeNull();
    await new Promise((settle) => setTimeout(settle, 600));
    expect(resultRegion().textContent).toBe("");
  });

  it("drops a shown result as soon as the amount changes", async () => {
    const user = userEvent.setup();
    await renderWithData(<ConverterScreen />, { language: "en" });
    await screen.findByText(/^Rates updated/);
    await user.type(screen.getByRole("textbox", { name: /^Amount/ }), "1000");
    await user.selectOptions(screen.getByLabelText("From"), "HTG");
    await user.selectOptions(screen.getByLabelText("To"), "USD");
    await user.click(screen.getByRole("button", { name: "Convert" }));
    expect(await resultLine()).toBe("1,000.00 HTG = 7.55 USD");
    expect(rateLine()).toBe("1 HTG = 0.0075 USD");
    await user.type(screen.getByRole("textbox", { name: /^Amount/ }), "0");
    expect(resultRegion().textContent).toBe("");
  });

  it("says when the rates cannot be read, and tries again on request", async () => {
    const user = userEvent.setup();
    server.use(...exchangeRatesApi.getExchangeRates.answers.unavailable);
    await renderWithData(<ConverterScreen />, { language: "ht" });
    const problem = await screen.findByRole("alert");
    expect(problem.textContent).toContain("Nou pa t ka chaje to yo.");
    expect(screen.queryByRole("button", { name: "Konvèti" })).toBeNull();
    server.resetHandlers();
    await user.click(within(problem).getByRole("button", { name: "Eseye ankò" }));
    expect(await screen.findByRole("button", { name: "Konvèti" })).toBeTruthy();
  });
});
