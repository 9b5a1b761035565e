// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { StaticPageContent } from "@kominote/core/i18n/static-pages/types";
import { StaticPageView } from "./static-page-view";

afterEach(cleanup);

const terms: StaticPageContent = {
  title: "Terms and Conditions",
  description: "The rules that apply when you use Kominote.",
  lastUpdated: "Last changed: January 2025",
  sections: [
    { heading: "Accepting these terms", paragraphs: ["By using Kominote you accept these terms."] },
    {
      heading: "Your account",
      paragraphs: ["You are responsible for your account.", "Keep your sign-in codes to yourself."],
      items: ["One account per person.", "Accurate contact details."],
    },
    { heading: "Changes", paragraphs: ["We announce changes on this page."] },
  ],
};

describe("StaticPageView", () => {
  it("gives the page one h1 and each section an h2, in order", () => {
    render(<StaticPageView content={terms} />);
    const headings = screen.getAllByRole("heading");
    expect(headings.map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ["H1", "Terms and Conditions"],
      ["H2", "Accepting these terms"],
      ["H2", "Your account"],
      ["H2", "Changes"],
    ]);
  });

  it("shows the description, the last change, and each section's paragraphs and list", () => {
    render(<StaticPageView content={terms} />);
    expect(screen.getByText("The rules that apply when you use Kominote.")).toBeTruthy();
    expect(screen.getByText("Last changed: January 2025")).toBeTruthy();

    const account = screen.getByRole("region", { name: "Your account" });
    expect(within(account).getByText("Keep your sign-in codes to yourself.")).toBeTruthy();
    expect(within(account).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "One account per person.",
      "Accurate contact details.",
    ]);
    expect(within(screen.getByRole("region", { name: "Changes" })).queryByRole("list")).toBeNull();
  });

  it("leaves out the last-change line on pages without one", () => {
    const { lastUpdated: _omitted, ...about } = terms;
    render(<StaticPageView content={about} />);
    expect(screen.queryByText(/Last changed/)).toBeNull();
  });
});
