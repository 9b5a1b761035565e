// @vitest-environment happy-dom
import type { Language } from "@kominote/core/i18n/languages";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithData } from "../../../testing/render-with-data";
import { MemberText } from "./member-text";

afterEach(cleanup);

const written = "Nou bezwen limyè nan lari a pou timoun yo ka fè devwa.";

const renderText = async (language: Language, translate: (text: string | null | undefined, language: Language) => Promise<string>) => {
  await renderWithData(<MemberText text={written} className="text" translate={translate} />, { language });
  await screen.findByText(written);
};

describe("MemberText", () => {
  it("shows Creole readers the text alone, with nothing to translate", async () => {
    const translate = vi.fn(async () => "never");
    await renderText("ht", translate);
    expect(screen.queryByRole("button")).toBeNull();
    expect(translate).not.toHaveBeenCalled();
  });

  it("asks for a translation only when the reader presses Translate, and gives the original back", async () => {
    const translate = vi.fn(async () => "We need street lights so children can do their homework.");
    await renderText("en", translate);
    expect(translate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Translate" }));
    const translation = await screen.findByText("We need street lights so children can do their homework.");
    expect(translation.getAttribute("lang")).toBe("en");
    expect(screen.getByText("Translated automatically.")).toBeTruthy();
    expect(translate).toHaveBeenCalledWith(written, "en");

    fireEvent.click(screen.getByRole("button", { name: "Show the original text" }));
    expect(screen.getByText(written)).toBeTruthy();
    expect(screen.queryByText("Translated automatically.")).toBeNull();
  });

  it("says so when no translation is known, and keeps the text as written", async () => {
    await renderText("fr", async (text) => text ?? "");
    fireEvent.click(screen.getByRole("button", { name: "Traduire" }));
    expect(await screen.findByText("Aucune traduction n'est disponible pour ce texte ; le voici tel que le membre l'a écrit.")).toBeTruthy();
    expect(screen.getByText(written).getAttribute("lang")).toBeNull();
  });
});
