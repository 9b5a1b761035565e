// @vitest-environment happy-dom
import type { PublicService } from "@kominote/core/schemas/services";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "../../../testing/render-in-language";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { ServicesGrid } from "./services-grid";

afterEach(cleanup);

const allServices = [...servicesWithImages, ...servicesWithoutImages];

const renderGrid = (options: {
  signedIn: boolean;
  services?: readonly PublicService[];
  language?: "en" | "fr";
}) => {
  const onOpenService = vi.fn();
  const onRequestSignIn = vi.fn();
  const result = renderInLanguage(
    <ServicesGrid
      services={options.services ?? allServices}
      signedIn={options.signedIn}
      onOpenService={onOpenService}
      onRequestSignIn={onRequestSignIn}
    />,
    options.language ?? "en",
  );
  return { result, onOpenService, onRequestSignIn };
};

describe("ServicesGrid", () => {
  it("shows services with a picture as cards and keeps the others behind a toggle naming how many", async () => {
    await renderGrid({ signedIn: false }).result;

    const cardNames = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(cardNames).toEqual(["Sante", "Edikasyon", "Dlo ak asenisman", "Fatra"]);
    const toggle = screen.getByRole("button", { name: "+2 public services. Sign in to see them all" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("Eta sivil ak idantifikasyon")).toBeNull();
  });

  it("uses the singular when a single service is hidden", async () => {
    await renderGrid({ signedIn: false, services: [...servicesWithImages, servicesWithoutImages[0]!] }).result;
    expect(screen.getByRole("button", { name: "+1 public service. Sign in to see it" })).toBeTruthy();
  });

  it("asks a visitor who expands the toggle to sign in, without listing the hidden services", async () => {
    const { result, onRequestSignIn } = renderGrid({ signedIn: false });
    await result;

    const toggle = screen.getByRole("button", { name: /\+2 public services/ });
    fireEvent.click(toggle);

    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const area = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(area?.hidden).toBe(false);
    expect(within(area!).getByText(/for members only/)).toBeTruthy();
    expect(screen.queryByText("Transpò")).toBeNull();
    fireEvent.click(within(area!).getByRole("button", { name: "Sign in" }));
    expect(onRequestSignIn).toHaveBeenCalledTimes(1);
  });

  it("reveals the hidden services to a member, and hides them again", async () => {
    const { result, onOpenService } = renderGrid({ signedIn: true });
    await result;

    const toggle = screen.getByRole("button", { name: "+2 more public services" });
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Eta sivil ak idantifikasyon" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Transpò" }));
    expect(onOpenService).toHaveBeenCalledWith(servicesWithoutImages[1]);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("button", { name: "Transpò" })).toBeNull();
  });

  it("has no toggle when every service has a picture", async () => {
    await renderGrid({ signedIn: false, services: servicesWithImages }).result;
    expect(screen.queryByRole("button", { name: /public service/ })).toBeNull();
  });

  it("says so when there is no service at all", async () => {
    await renderGrid({ signedIn: false, services: [] }).result;
    expect(screen.getByText("No public services yet.")).toBeTruthy();
  });

  it("counts tasks, contributors and discussions with plural-aware labels", async () => {
    await renderGrid({ signedIn: false }).result;

    const health = screen.getByRole("article", { name: "Sante" });
    expect(within(health).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "12 tasks",
      "1,234 contributors",
      "1 discussion",
    ]);
    const education = screen.getByRole("article", { name: "Edikasyon" });
    expect(within(education).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "1 task",
      "0 contributors",
      "5 discussions",
    ]);
  });

  it("follows the language's plural rules (French: zero is singular)", async () => {
    await renderGrid({ signedIn: false, language: "fr" }).result;

    const education = screen.getByRole("article", { name: "Edikasyon" });
    expect(within(education).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "1 tâche",
      "0 contributeur",
      "5 discussions",
    ]);
    expect(screen.getByRole("button", { name: /^\+2 services publics\. Connectez-vous/ })).toBeTruthy();
  });

  it("gives every picture its size and alt text, and lazy-loads those after the first row", async () => {
    await renderGrid({ signedIn: false }).result;

    const images = screen.getAllByRole("img");
    expect(images.map((image) => image.getAttribute("alt"))).toEqual([
      "Sante",
      "Edikasyon",
      "Dlo ak asenisman",
      "Fatra",
    ]);
    for (const image of images) {
      expect(image.getAttribute("width")).toBe("640");
      expect(image.getAttribute("height")).toBe("360");
    }
    expect(images.map((image) => image.getAttribute("loading"))).toEqual(["eager", "eager", "eager", "lazy"]);
  });
});
